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
            ['The browser posts the form to our own server at ', { code: 'POST /api/leads' }, '. The Omnisend API key never reaches the browser.'],
            'The server checks the fields, the hidden spam field and the time taken to fill in the form, and limits each address to 5 submissions a minute per form.',
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
          ['Newsletter', [{ code: 'newsletter_signup' }], [{ code: 'newsletter_subscriber' }, ', ', { code: 'source: newsletter_signup' }], ['none (', { code: 'firstName' }, ' optional)'], [{ code: 'subscribed' }]],
          ['Join us', [{ code: 'join_us_form' }], [{ code: 'community_applicant' }, ', ', { code: 'source: join_us_form' }], [{ code: 'company' }, ', ', { code: 'role' }, ', ', { code: 'interests' }, ', ', { code: 'message' }, ', ', { code: 'applicationDate' }, ' (ISO)'], [{ code: 'nonSubscribed' }, '; ', { code: 'subscribed' }, ' only if opted in']],
          ['Exit intent', [{ code: 'exit_intent_popup' }], [{ code: 'exit_intent_capture' }, ', ', { code: 'lead' }, ', ', { code: 'source: exit_intent_popup' }], 'none', [{ code: 'subscribed' }]],
        ]),
        p('A contact message or application never unsubscribes an existing subscriber. Subscriptions carry a consent record (source, time, IP address, user agent).'),
      ],
    },
    {
      id: 'forms-omnisend-setup',
      title: 'What to set up in Omnisend',
      blocks: [
        list([
          ['Create an API key with write access to contacts and events (and read access if you want the connection check), then set ', { code: 'OMNISEND_API_KEY' }, ' and ', { code: 'OMNISEND_BRAND_ID' }, ' on the server.'],
          ['Add the custom contact properties ', { code: 'subject' }, ', ', { code: 'message' }, ', ', { code: 'contactDate' }, ', ', { code: 'company' }, ', ', { code: 'role' }, ', ', { code: 'interests' }, ' and ', { code: 'applicationDate' }, ', so they show in contact profiles and segments.'],
          ['Build segments or automations on the tags above, for example new ', { code: 'community_applicant' }, ' contacts to the team inbox.'],
          ['Automations start with custom events, not by name. Create a flow whose trigger is the custom event ', { code: 'welcome_sequence' }, '; until it exists, the event is accepted and nothing happens.'],
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
