import { contact, list, note, p, table, type Inline } from '../rich-text';
import type { LegalText } from './legal-text';
import { storageKeyTable } from './storage-key-table';

/** The privacy policy, with every item GDPR Art. 13 asks for. Change `revised` whenever the text changes. */
export const privacyText: LegalText = {
  revised: '2026-11-26',
  intro:
    'This policy explains what personal data Rooted Ventures collects through this website, why, who receives it, how long we keep it and the rights you have over it under the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      id: 'commitment',
      title: 'Our commitment',
      blocks: [
        p(
          'We collect only what we need to answer you, send you what you asked for and assess your application. We do not sell personal data, we do not build advertising profiles, and this website sets no tracking cookies.',
        ),
        p(
          'Fonts and images are served from our own server, so visiting a page sends your IP address to no one but our host.',
        ),
      ],
    },
    {
      id: 'controller',
      title: 'Who is responsible',
      blocks: [
        p(
          'The controller responsible for your personal data on this website is Rooted Ventures. You can reach us about anything in this policy at:',
        ),
        contact,
      ],
    },
    {
      id: 'information-collected',
      title: 'Information we collect',
      blocks: [
        list([
          [{ strong: 'Contact form:' }, ' your name, email address, the subject you pick and your message.'],
          [{ strong: 'Newsletter and popup sign-up:' }, ' your email address and, if you give it, your first name.'],
          [
            { strong: 'Join us application:' },
            ' your name, email address, company, role, interests and message, and whether you ticked the optional boxes.',
          ],
          [
            { strong: 'Proof of consent:' },
            ' when you subscribe, the time, your IP address and your browser’s user agent.',
          ],
          [
            { strong: 'Server logs:' },
            ' when you load a page, our host records the time, the page, your IP address and your browser’s user agent.',
          ],
          // What this build sends, from the same compile-time flags as the code (scripts/build-flags.ts).
          ...(__ERROR_TRACKING__
            ? [
                [
                  { strong: 'Error reports:' },
                  ' when a page fails in your browser, the error message (with email addresses and long numbers removed), the page’s address without its query string, the site version and your browser’s name and version, sent to our own server.',
                ] as Inline[],
              ]
            : []),
          ...(__PERFORMANCE_MONITORING__
            ? [
                [
                  { strong: 'Speed measurements:' },
                  ' when you leave a page, how fast it loaded and responded (Core Web Vitals) and its address without the query string, sent to our own server.',
                ] as Inline[],
              ]
            : []),
        ]),
        p('We do not ask for sensitive data. Please do not include health, financial or similar details in a message.'),
      ],
    },
    {
      id: 'use-of-information',
      title: 'How we use it and on what legal basis',
      blocks: [
        table(
          'Purposes, legal bases and retention for each form',
          ['Form', 'Purpose', 'Legal basis', 'How long we keep it'],
          [
            [
              'Contact form',
              'Answering your message and any follow-up',
              'Art. 6(1)(b) GDPR (steps at your request before a contract) or Art. 6(1)(f) (our legitimate interest in answering inquiries)',
              '12 months after our last reply, then deleted',
            ],
            [
              'Newsletter and popup',
              'Sending our monthly newsletter',
              'Your consent, Art. 6(1)(a) GDPR',
              'Until you unsubscribe; proof of consent for 3 years after, to show the consent was given',
            ],
            [
              'Join us application',
              'Assessing your application to join the community',
              'Art. 6(1)(b) GDPR (steps at your request before entering into an agreement)',
              '6 months after our decision, or 12 months if you ticked “Keep my application on file”',
            ],
            [
              'Server logs',
              'Keeping the website secure and working',
              'Art. 6(1)(f) GDPR (our legitimate interest in a secure site)',
              '14 days',
            ],
            ...(__ERROR_TRACKING__ || __PERFORMANCE_MONITORING__
              ? [
                  [
                    'Error reports and speed measurements',
                    'Finding and fixing faults, keeping pages fast. No cookie, no identifier and no IP address is kept with them, so they need no consent',
                    'Art. 6(1)(f) GDPR (our legitimate interest in a working, fast site)',
                    '90 days',
                  ],
                ]
              : []),
          ],
        ),
        p(
          'A contact or application never signs you up for marketing. Only the newsletter sign-up, or an optional box you tick yourself, does.',
        ),
      ],
    },
    {
      id: 'server-retention',
      title: 'How long our own server keeps it',
      blocks: [
        p(
          'Our server keeps form submissions only until they reach Omnisend, and deletes each kind of record on a schedule it checks every hour:',
        ),
        list([
          [{ strong: 'Form submissions' }, ': 7 days after they reached Omnisend.'],
          [
            { strong: 'A form submission that could not be delivered' },
            ' (for example because Omnisend refused it): kept until we have sent it again or deleted it, never deleted on a schedule, so that no message is lost in an outage; our admin desk shows each one until then.',
          ],
          [
            { strong: 'A newsletter sign-up nobody confirmed' },
            ': a day after its link expired (8 days after the sign-up).',
          ],
          [
            { strong: 'The record of a confirmed subscription' },
            ' (proof of consent): 3 years after the confirmation.',
          ],
          ...(__ERROR_TRACKING__ || __PERFORMANCE_MONITORING__
            ? [[{ strong: 'Error reports and speed measurements' }, ': 90 days.'] as Inline[]]
            : []),
          [
            { strong: 'A request about your data' },
            ': deleted a day after its link expired if you never confirmed it; once answered, your address is removed from it after 30 days.',
          ],
          [
            { strong: 'Backups' },
            ': once a day the server copies what it holds into a backup, so that a broken disk loses nothing. Each backup, and each copy of it we keep away from the server, is deleted after 7 days. A backup never brings back what you asked us to erase: if we ever restore one, your erasure is carried out again before the site answers anyone.',
          ],
        ]),
      ],
    },
    {
      id: 'required-data',
      title: 'Is providing data required?',
      blocks: [
        p(
          'No law or contract requires you to give us personal data. The fields marked required on each form are needed to do what that form is for: without an email address we cannot reply, send a newsletter or contact you about an application. Everything else is optional.',
        ),
      ],
    },
    {
      id: 'recipients',
      title: 'Who receives your data',
      blocks: [
        list([
          [
            { strong: 'Our hosting provider' },
            ' runs the server that keeps form submissions in a delivery queue until they reach Omnisend (deleted 7 days after delivery; one that could not be delivered is kept until we send it again or delete it) and keeps the server logs. It processes data only on our instructions (Art. 28 GDPR).',
          ],
          [
            { strong: 'Omnisend' },
            ' (Omnisend UAB, Lithuania) is our email-marketing provider. Every form submission is stored there as a contact record so we can reply, send newsletters and manage applications. Omnisend processes data on our behalf under a data processing agreement.',
          ],
          __ANALYTICS__
            ? [
                { strong: 'Google Analytics' },
                ' (Google Ireland Ltd., Ireland; Google LLC, USA) receives the pages you visit, without query strings, only if you accept analytics in the banner, which lets you reject it just as easily (Art. 6(1)(a) GDPR). Transfers to the USA rest on the EU-US Data Privacy Framework. You can withdraw your consent at any time under “Cookie settings”.',
              ]
            : [
                { strong: 'Analytics' },
                ' is switched off. If we ever switch it on, it loads only after you accept it in a banner that lets you reject it just as easily, and this policy will name the provider first.',
              ],
        ]),
        p('We share nothing else, unless the law obliges us to.'),
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers outside the EU',
      blocks: [
        p(
          'Omnisend is based in the EU. Some of its and our host’s service providers may process data outside the European Economic Area. Such transfers take place only to countries with an adequacy decision of the European Commission (Art. 45 GDPR, including certified companies under the EU-US Data Privacy Framework) or under the Commission’s Standard Contractual Clauses with additional safeguards (Art. 46(2)(c) GDPR). You can ask us for a copy of the safeguards.',
        ),
      ],
    },
    {
      id: 'double-opt-in',
      title: 'Newsletter consent and its record',
      blocks: [
        p(
          'When you subscribe we record when, from which IP address and with which browser you gave your consent, and pass that record to Omnisend with your subscription. We keep it so that we can prove your consent if asked.',
        ),
        p(
          'We are introducing double opt-in: you will receive one email whose only purpose is to confirm the subscription, with a link that works once and expires after 48 hours. The confirmation click is logged in the same way.',
        ),
        p(
          'Every newsletter has an unsubscribe link. Withdrawing consent does not make the processing before it unlawful (Art. 7(3) GDPR).',
        ),
      ],
    },
    {
      id: 'browser-storage',
      title: 'What we keep in your browser',
      blocks: [
        p([
          'The website sets no cookies. It keeps a few values in your browser’s storage, listed below and explained on our ',
          { href: '/cookies', text: 'cookie and storage policy' },
          '. None of them contains your email address or an identifier.',
        ]),
        storageKeyTable,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights under the GDPR',
      blocks: [
        p('You have the right to:'),
        list([
          [{ strong: 'Access' }, ' the personal data we hold about you and receive a copy (Art. 15).'],
          [{ strong: 'Rectification' }, ' of inaccurate or incomplete data (Art. 16).'],
          [{ strong: 'Erasure' }, ' of your data, for example when it is no longer needed (Art. 17).'],
          [{ strong: 'Restriction' }, ' of processing while a dispute about it is settled (Art. 18).'],
          [{ strong: 'Data portability' }, ': your data in a structured, machine-readable format (Art. 20).'],
          [
            { strong: 'Objection' },
            ' to processing based on our legitimate interests, and at any time to direct marketing (Art. 21).',
          ],
          [{ strong: 'Withdraw your consent' }, ' at any time, as easily as you gave it (Art. 7(3)).'],
        ]),
        p(
          'To get a copy of your data or have it deleted, use the form below; to have it corrected, write to us and we correct it on our server and in Omnisend; for any other right, or if you prefer, write to us at the address below. We answer within one month. You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live or work or where you believe the law was broken (Art. 77 GDPR).',
        ),
        note(
          'We make no decisions about you by automated means, including profiling, that have legal or similarly significant effects.',
        ),
      ],
    },
    {
      id: 'your-data',
      title: 'A copy of your data, or its deletion',
      blocks: [
        p(
          'Send the form below with your email address. We email that address a link that works for two days; your request reaches us only once you open it, so nobody can ask for someone else’s data. Until then nothing is sent or deleted.',
        ),
        list([
          [
            { strong: 'A copy' },
            ' holds everything our server keeps about that address, as a JSON file (machine-readable, for portability) or a spreadsheet: every form you sent, in any delivery state, your newsletter confirmation and the proof of consent that goes with it.',
          ],
          [
            { strong: 'Deletion' },
            ' erases all of it from our server, overwritten so that it cannot be read back from the files, and sets your contact in Omnisend to unsubscribed; we then delete the contact in Omnisend too. We keep only a one-way fingerprint of the address, the date and who carried out the deletion, to show that we did.',
          ],
        ]),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('For questions about this policy or to exercise your rights, contact us:'), contact],
    },
  ],
};
