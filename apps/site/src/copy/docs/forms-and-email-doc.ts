import { list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const formsAndEmailDoc: DocsTab = {
  id: 'forms-and-email',
  intro:
    'Where the messages, signups and applications visitors send arrive, how to answer them, how to answer privacy requests, and what to set up in Omnisend.',
  sections: [
    {
      id: 'forms-leads',
      title: 'Reading what visitors sent',
      blocks: [
        p(
          'Every contact message, newsletter signup, join application and popup signup is kept safely by the site first, then passed to Omnisend, your email marketing service. Nothing is lost when Omnisend is slow or down: the site tries again by itself.',
        ),
        list([
          'Open Leads to read them, newest first. Filter by form or by status, or search for a name or address.',
          'A contact message shows who wrote and their message; write back to their address from your own mailbox, then choose Mark handled.',
          'A lead that could not be sent to Omnisend says why, in plain words. Requeue this lead sends it again once the cause is fixed (for example a mistyped address, which Correct details fixes), or delete it.',
          'Export these leads as CSV downloads the list for a spreadsheet.',
          'Settings: choose where the site tells you of each new message, so you need not look.',
          'Health shows how many leads came each day, by form.',
        ]),
        note(
          'If the bar at the top of the editor says delivery is paused, the site is keeping every lead and will send them when Omnisend answers again; the message says what to check.',
        ),
      ],
    },
    {
      id: 'forms-payloads',
      title: 'The four forms in Omnisend',
      blocks: [
        p(
          'In Omnisend each form’s contacts carry these tags, so you can build segments and automations on them (for example, new community applicants to the team inbox):',
        ),
        table(
          'What each form sends to Omnisend',
          ['Form', 'source', 'Tags', 'Custom properties'],
          [
            [
              'Contact',
              [{ code: 'contact_form' }],
              [{ code: 'contact_form' }, ', ', { code: 'source: contact_form' }],
              [{ code: 'subject' }, ', ', { code: 'message' }, ', ', { code: 'contactDate' }, ' (ISO)'],
            ],
            [
              'Newsletter',
              [{ code: 'newsletter_signup' }],
              [{ code: 'newsletter_subscriber' }, ', ', { code: 'source: newsletter_signup' }],
              ['none (', { code: 'firstName' }, ' optional)'],
            ],
            [
              'Join us',
              [{ code: 'join_us_form' }],
              [{ code: 'community_applicant' }, ', ', { code: 'source: join_us_form' }],
              [
                { code: 'company' },
                ', ',
                { code: 'role' },
                ', ',
                { code: 'interests' },
                ', ',
                { code: 'message' },
                ', ',
                { code: 'applicationDate' },
                ' (ISO)',
              ],
            ],
            [
              'Exit intent',
              [{ code: 'exit_intent_popup' }],
              [{ code: 'exit_intent_capture' }, ', ', { code: 'lead' }, ', ', { code: 'source: exit_intent_popup' }],
              'none',
            ],
          ],
        ),
        p(
          'A contact message or application never unsubscribes someone who already subscribed, and no form ever removes a tag a contact already has. Every confirmed subscription carries a record of the consent: the exact sentence the visitor agreed to, when, and from which page.',
        ),
      ],
    },
    {
      id: 'forms-double-opt-in',
      title: 'The confirmation and welcome emails',
      blocks: [
        p([
          'Newsletter signups are confirmed by email before anyone is subscribed, so nobody can subscribe someone else. Omnisend sends that email, from an automation you build once. The site sends Omnisend the custom event ',
          { code: 'newsletter_confirmation_requested' },
          ' with the confirmation link; until the automation exists, signups receive nothing.',
        ]),
        list(
          [
            [
              'In Omnisend, open Automations and create a new automation from scratch. As its trigger choose “Custom event” and pick ',
              { code: 'newsletter_confirmation_requested' },
              ' (it appears after the first signup; sign up yourself from the footer form).',
            ],
            'Add an email step with no delay, and mark the email as transactional: it goes to people who are not subscribed yet, because they asked for it.',
            [
              'Write a short line saying what they signed up for, and a button whose link is the event property ',
              { code: 'confirmationUrl' },
              '. The link works for 7 days.',
            ],
            'Start the automation and sign up with your own address to try it: the email arrives, the link opens a page with a “Confirm my subscription” button, pressing it says “Subscription confirmed”, and the contact turns subscribed.',
            [
              'Create a second automation on the custom event ',
              { code: 'welcome_sequence' },
              ': the site sends it once a subscription is confirmed. Put your welcome email, or series, there.',
            ],
          ],
          true,
        ),
        p(
          'For the site to reach Omnisend, its API key needs these permissions: contacts read and write, and events write. Whoever runs the server sets the key (see Technical).',
        ),
        note(
          'Confirmation by email can be switched off by whoever runs the server (LEADS_DOUBLE_OPT_IN=false): signups are then subscribed at once. Ask for it only if you have another way to prove consent.',
        ),
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
            'Open Privacy in the editor. Each confirmed request shows who asked, when, and the days left of the one month the law allows.',
            'For a copy: choose Download (JSON) and send the file to the person. Download (CSV) gives the same for a spreadsheet.',
            'For an erasure: choose Erase their data; the editor lists what will be deleted. Erase for good deletes it from the site so it cannot be read back, and tells Omnisend to unsubscribe the contact and tag it gdpr_erased.',
            [
              'One step is left, because Omnisend does not let the site delete a contact: in Omnisend, open Audience, find the contact (or filter by the tag ',
              { code: 'gdpr_erased' },
              ') and delete it. The editor says so after every erasure.',
            ],
            'A request by email or phone: type the address under “A request by email or phone” and use the same buttons.',
          ],
          true,
        ),
        p(
          'To correct someone’s details (a mistyped address or name): open Leads, find the lead, choose Correct details, change the fields and save. Omnisend gets the corrected details too.',
        ),
        note(
          'Activity records every download, erasure and correction without the person’s address. An erasure keeps only a proof code made from the address, the date and who did it, so you can show it was done.',
        ),
      ],
    },
  ],
};
