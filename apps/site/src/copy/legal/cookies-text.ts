import { contact, list, p, type TextSection } from '../rich-text';
import type { LegalText } from './legal-text';
import { storageKeyTable } from './storage-key-table';

/**
 * The policy revision a consent record refers to (lib/consent): a new date asks every visitor
 * again, so change it with the text.
 */
export const COOKIE_POLICY_REVISION = '2026-11-25';

/**
 * What this build does, from the same compile-time flags as the code (scripts/build-flags.ts),
 * so the policy never describes another build than the one serving it.
 */
const analyticsSection: TextSection = __ANALYTICS__
  ? {
      id: 'analytics',
      title: 'Analytics cookies, only if you accept',
      blocks: [
        p(
          'We set no advertising cookies, and our server sets no cookies at all. We use Google Analytics (Google Ireland Ltd.) to count visits, but only if you choose “Accept” in the banner, which offers “Reject all” just as plainly. Until you choose, and after “Reject all”, nothing is loaded from Google and no cookie is set.',
        ),
        p([
          'After “Accept”, Google Analytics sets its cookies ',
          { code: '_ga' },
          ' and ',
          { code: '_ga_<id>' },
          ' (up to 2 years) and receives the pages you visit, without their query strings; Google’s advertising uses are switched off. Your choice is kept under ',
          { code: 'cookie-consent' },
          ' with the date of this policy: when the policy changes, we ask again. ',
          { href: '#cookie-settings', text: 'Cookie settings' },
          ' (also in the footer) lets you change your choice at any time.',
        ]),
      ],
    }
  : {
      id: 'no-tracking',
      title: 'No tracking cookies',
      blocks: [
        p(
          'We do not set advertising, tracking or third-party cookies, and no page loads anything from another company’s servers: fonts and images come from our own server. Our server does not set cookies either.',
        ),
        p([
          'Analytics is switched off. If it is ever switched on, nothing is loaded or stored before you choose in a banner that offers “Reject all” as plainly as “Accept”, and your choice is kept under ',
          { code: 'cookie-consent' },
          '.',
        ]),
      ],
    };

/** Error reports and speed measurements go to our own server only, without cookies or identifiers. */
const measurements: string[] = [
  ...(__ERROR_TRACKING__
    ? [
        'When a page fails in your browser, it sends our server the error message, the page’s address without its query string, the site version and your browser’s name and version. Email addresses and long numbers are removed from the message first.',
      ]
    : []),
  ...(__PERFORMANCE_MONITORING__
    ? [
        'When you leave a page, your browser sends our server how fast that page loaded and responded (the Core Web Vitals: LCP, INP, CLS, FCP and TTFB) and the page’s address without its query string.',
      ]
    : []),
];
const measurementSection: TextSection[] = measurements.length
  ? [
      {
        id: 'measurements',
        title: 'Error reports and speed measurements',
        blocks: [
          list(measurements),
          p(
            'These reports go to our own server only, never to another company. They use no cookie and no identifier and we do not keep your IP address with them, so they cannot be linked to you or to your other visits; that is why they need no consent. We keep them for 90 days.',
          ),
        ],
      },
    ]
  : [];

/** The cookie and storage policy (docs/decisions/0015). */
export const cookiesText: LegalText = {
  revised: COOKIE_POLICY_REVISION,
  intro: __ANALYTICS__
    ? 'This website sets analytics cookies only if you accept them. This page lists everything it keeps in your browser, why, and how to remove it.'
    : 'This website sets no tracking cookies. This page lists everything it keeps in your browser, why, and how to remove it.',
  sections: [
    analyticsSection,
    ...measurementSection,
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
        p(
          'These values are strictly necessary for features you use, or record a choice you made, so they need no consent under Art. 5(3) of the ePrivacy Directive. None of them identifies you.',
        ),
      ],
    },
    {
      id: 'control',
      title: 'How to remove them',
      blocks: [
        p(
          'Closing the tab removes the session values. To remove everything, clear this site’s data in your browser settings (often under “Privacy” → “Site data”). The site keeps working without any stored values.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        p(['Questions about this policy? Read our ', { href: '/privacy', text: 'privacy policy' }, ' or contact us:']),
        contact,
      ],
    },
  ],
};
