import { code, list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const formsAndEmailDoc: DocsTab = {
  id: 'forms-and-email',
  intro: 'How a form submission travels from the visitor to Omnisend, and what to set up in Omnisend for it.',
  sections: [
    {
      id: 'forms-flow',
      title: 'From form to Omnisend',
      blocks: [
        list(
          [
            ['When a visitor first focuses a form, the browser fetches a server-signed form token with a small proof-of-work puzzle (', { code: 'GET /api/leads/form-token' }, ') and solves it in the background. Nobody ever solves anything by hand, and no third-party captcha is involved.'],
            ['The browser posts the form with its token and solved puzzle to our own server at ', { code: 'POST /api/leads' }, '. The Omnisend API key never reaches the browser.'],
            'The server checks the fields, the token (signed by us, for this form, used once, at most 24 hours old), the puzzle, the hidden spam field and the time since the token was issued on its own clock, and limits each address to 5 submissions a minute per form. A form sent without a valid token or puzzle is refused with a clear message and nothing is stored.',
            ['Forms also work without JavaScript, and before their code has loaded on a slow phone: each form is a plain HTML form that posts to ', { code: 'POST /api/leads/form/<form>' }, '. The server checks it with the same rules and stores it the same way, then shows a page with the same “sent” wording as the pop-up message, or the form again with each mistake marked and everything the visitor typed. Such a post has no token or puzzle, so it is never refused for that: instead the hidden spam field is still required, and each address may send each form only 3 times in 10 minutes.'],
            'Every valid submission is written to a durable outbox (a SQLite file) before the visitor sees “sent”. Nothing is lost if Omnisend is down, slow or not configured yet.',
            'A delivery worker sends each lead to Omnisend, retrying with growing pauses for up to 8 attempts. Leads Omnisend rejects as invalid are kept as dead for inspection.',
          ],
          true,
        ),
      ],
    },
    {
      id: 'forms-payloads',
      title: 'The four forms in Omnisend',
      blocks: [
        table('What each form sends to Omnisend', ['Form', 'source', 'Tags', 'Custom properties', 'Email status'], [
          ['Contact', [{ code: 'contact_form' }], [{ code: 'contact_form' }, ', ', { code: 'source: contact_form' }], [{ code: 'subject' }, ', ', { code: 'message' }, ', ', { code: 'contactDate' }, ' (ISO)'], [{ code: 'nonSubscribed' }, '; ', { code: 'subscribed' }, ' only if a marketing opt-in box was ticked']],
          ['Newsletter', [{ code: 'newsletter_signup' }], [{ code: 'newsletter_subscriber' }, ', ', { code: 'source: newsletter_signup' }], ['none (', { code: 'firstName' }, ' optional)'], [{ code: 'nonSubscribed' }, ' until the confirmation link is opened, then ', { code: 'subscribed' }]],
          ['Join us', [{ code: 'join_us_form' }], [{ code: 'community_applicant' }, ', ', { code: 'source: join_us_form' }], [{ code: 'company' }, ', ', { code: 'role' }, ', ', { code: 'interests' }, ', ', { code: 'message' }, ', ', { code: 'applicationDate' }, ' (ISO)'], [{ code: 'nonSubscribed' }, '; ', { code: 'subscribed' }, ' only if opted in']],
          ['Exit intent', [{ code: 'exit_intent_popup' }], [{ code: 'exit_intent_capture' }, ', ', { code: 'lead' }, ', ', { code: 'source: exit_intent_popup' }], 'none', [{ code: 'nonSubscribed' }, ' until the confirmation link is opened, then ', { code: 'subscribed' }]],
        ]),
        p('A contact message or application never unsubscribes an existing subscriber, and no form ever removes a tag a contact already has.'),
        p([
          'Every confirmed subscription carries a consent record: Omnisend’s consent fields hold the source and the time, IP address and browser of the click on the confirmation link; the custom properties ',
          { code: 'consentText' }, ' (the exact sentence shown beside the button or box), ', { code: 'consentVersion' }, ', ', { code: 'consentPageUrl' }, ', ', { code: 'consentForm' }, ', ', { code: 'consentSignupAt' }, ' and ', { code: 'consentConfirmedAt' },
          ' hold the rest. The site’s outbox database keeps the same record, with the IP address and browser of the signup too.',
        ]),
      ],
    },
    {
      id: 'forms-double-opt-in',
      title: 'Double opt-in: confirming a subscription',
      blocks: [
        p([
          'Newsletter and exit-intent signups, and the join form’s newsletter box, are confirmed by email before anyone is subscribed, so nobody can subscribe someone else. The site does not send that email itself: it sends Omnisend the custom event ',
          { code: 'newsletter_confirmation_requested' },
          ' with the confirmation link, and an automation you build in Omnisend sends it. Until that automation exists, signups stay ',
          { code: 'nonSubscribed' },
          ' and receive nothing.',
        ]),
        list(
          [
            ['In Omnisend, open Automations and create a new automation from scratch. As its trigger choose “Custom event” and pick ', { code: 'newsletter_confirmation_requested' }, ' (it appears in the list after the first signup has been sent; you can send one yourself from the footer form).'],
            ['Add an email step with no delay. Its audience must include contacts who are not subscribed yet: this is a transactional message the visitor asked for, so mark the email as transactional, or the automation skips every unconfirmed contact.'],
            ['Write the email: a short line saying what they signed up for, and a button whose link is the event property ', { code: 'confirmationUrl' }, ' (in the link field, insert the custom event property ', { code: 'confirmationUrl' }, '). The link works for 7 days (', { code: 'confirmationExpiresAt' }, ') and once; ', { code: 'form' }, ' says which form was used.'],
            'Start the automation. Sign up with your own address from the footer to check it: the email arrives, the link opens a page saying “Subscription confirmed”, and the contact turns subscribed.',
            ['Create a second automation on the custom event ', { code: 'welcome_sequence' }, ': the site sends it once a subscription is confirmed (or at once when double opt-in is switched off). Put your welcome email, or series, there.'],
          ],
          true,
        ),
        p([
          'After the click the visitor sees our own page, “Subscription confirmed”. Opening the link again says it was already confirmed; an expired or altered link says so and offers to sign up again. The success message after signing up keeps its title “Subscribed!” and asks the visitor to confirm from the email just sent.',
        ]),
        note([
          'To switch double opt-in off (signups are then subscribed at once, with the welcome event), set ', { code: 'LEADS_DOUBLE_OPT_IN=false' }, ' on the server. The confirmation links point to ', { code: 'PUBLIC_URL' }, '; set it to the site’s address.',
        ]),
      ],
    },
    {
      id: 'forms-privacy-requests',
      title: 'Answering a request for a copy or an erasure',
      blocks: [
        p([
          'The privacy page has a form where anyone can ask for a copy of their data or for its deletion. The site emails the person a link from your own mail account (not through Omnisend, so asking never makes anyone a contact there), and emails you, with the date the law gives you to answer, once they open it. The request reaches you only then, so nobody can ask for someone else’s data. When you have answered, the person is told by email.',
        ]),
        list(
          [
            ['Sign in at ', { code: '/admin' }, ' and open the Privacy section. Each confirmed request shows who asked, when, and the days left of the one month the law allows.'],
            'For a copy: press Download (JSON) and send the file to the person (it holds every form they sent, in any delivery state, their newsletter confirmation and consent record). Download (CSV) gives the same submissions as the Leads export, for a spreadsheet. The request is then marked answered.',
            'For an erasure: press Erase…; the site lists what will be deleted. Erase for good deletes it from the site’s databases so the bytes cannot be read back, and tells Omnisend to set the contact to unsubscribed and tag it gdpr_erased.',
            ['One step is left, because Omnisend’s API cannot delete a contact: in Omnisend, open Audience, find the contact (or filter by the tag ', { code: 'gdpr_erased' }, ') and delete it. The site says so after every erasure.'],
            'A request by email or phone: type the address under “A request by email or phone” and use the same Download and Erase buttons.',
          ],
          true,
        ),
        p('To correct someone’s data (rectification, for example a mistyped address or name): open the Leads section, find the lead, press Correct details, change the fields and save. The site checks them with the form’s own rules. A lead still waiting is sent with the corrected details; a lead that was not delivered is queued again; for a lead already delivered the site queues an update of the Omnisend contact. The consent record stays as it was. If you corrected the email address of a delivered lead, Omnisend keeps the contact with the old address: delete it there.'),
        note('The activity section records every download, erasure and correction without the address: a correction names the lead and the fields, never what they held. Erasures done keep only a salted fingerprint of the address, the date and who did it, as proof.'),
      ],
    },
    {
      id: 'forms-omnisend-setup',
      title: 'What to set up in Omnisend',
      blocks: [
        list([
          ['Create an API key with these permissions: contacts read and write (the site reads a contact’s tags before it writes, so none is ever lost) and events write (confirmation and welcome events). Set it as ', { code: 'OMNISEND_API_KEY' }, ' on the server; that key is all delivery needs (', { code: 'OMNISEND_BRAND_ID' }, ' is optional: nothing of the site reads it). A key without contacts read makes delivery pause until it is fixed; no lead is lost meanwhile.'],
          ['Add the custom contact properties ', { code: 'subject' }, ', ', { code: 'message' }, ', ', { code: 'contactDate' }, ', ', { code: 'company' }, ', ', { code: 'role' }, ', ', { code: 'interests' }, ', ', { code: 'applicationDate' }, ' and the consent properties above, so they show in contact profiles and segments.'],
          ['Build segments or automations on the tags above, for example new ', { code: 'community_applicant' }, ' contacts to the team inbox.'],
          ['Automations start with custom events, not by name: build the two flows of the double opt-in section on ', { code: 'newsletter_confirmation_requested' }, ' and ', { code: 'welcome_sequence' }, '. Until they exist, the events are accepted and nothing happens.'],
        ]),
      ],
    },
    {
      id: 'forms-status',
      title: 'Checking the outbox',
      blocks: [
        p(['With ', { code: 'LEADS_ADMIN_TOKEN' }, ' set, the server reports the queue (never lead contents):']),
        code('Outbox status request', 'curl -H "Authorization: Bearer $LEADS_ADMIN_TOKEN" https://your-site.example/api/leads/status'),
        code('Outbox status answer', '{\n  "counts": { "pending": 2, "delivering": 0, "delivered": 140, "dead": 1 },\n  "oldestPendingAgeMs": 8200,\n  "rejectedSinceStart": { "honeypot": 3, "tooFast": 1, "rateLimited": 0 }\n}'),
        note('Pending leads that keep growing mean delivery is paused (no key) or failing; dead leads keep their last error in the outbox database for replay. Without the token the route answers 404.'),
      ],
    },
  ],
};
