import { contact, list, p } from '../rich-text';
import type { LegalText } from './legal-text';
import { storageKeyTable } from './storage-key-table';

/**
 * The cookie and storage policy (docs/decisions/0015). Its `revised` date is also the
 * policy revision a consent record refers to, so change it with the text.
 */
export const cookiesText: LegalText = {
  revised: '2026-11-22',
  intro:
    'This website sets no tracking cookies. This page lists everything it keeps in your browser, why, and how to remove it.',
  sections: [
    {
      id: 'no-tracking',
      title: 'No tracking cookies',
      blocks: [
        p('We do not set advertising, tracking or third-party cookies, and no page loads anything from another company’s servers: fonts and images come from our own server. Our server does not set cookies either.'),
        p([
          'Analytics is switched off. If it is ever switched on, nothing is loaded or stored before you choose in a banner that offers “Reject all” as plainly as “Accept”, and your choice is kept under ',
          { code: 'cookie-consent' },
          '.',
        ]),
      ],
    },
    {
      id: 'browser-storage',
      title: 'What the site keeps in your browser',
      blocks: [
        p([
          'Instead of cookies, the site uses your browser’s ',
          { code: 'localStorage' },
          ' (kept until removed) and ',
          { code: 'sessionStorage' },
          ' (removed when you close the tab). These values never leave your browser; they are not sent to us with your requests.',
        ]),
        storageKeyTable,
      ],
    },
    {
      id: 'why',
      title: 'Why we keep these values',
      blocks: [
        list([
          'Site content and settings let the site owner preview changes without a content system; visitors normally have neither key.',
          'The chat transcript keeps your conversation when you move between pages, and vanishes with the tab.',
          'The popup flags make sure the newsletter popup does not interrupt you twice.',
        ]),
        p('These values are strictly necessary for features you use, or record a choice you made, so they need no consent under Art. 5(3) of the ePrivacy Directive. None of them identifies you.'),
      ],
    },
    {
      id: 'control',
      title: 'How to remove them',
      blocks: [
        p('Closing the tab removes the session values. To remove everything, clear this site’s data in your browser settings (often under “Privacy” → “Site data”). The site keeps working without any stored values.'),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p([
          'Questions about this policy? Read our ',
          { href: '/privacy', text: 'privacy policy' },
          ' or contact us:',
        ]),
        contact,
      ],
    },
  ],
};
