/**
 * The footer's own words (names, links and addresses come in as props). English by default; a
 * site in another language passes its own through `Footer`'s `text`.
 */
export const FOOTER_TEXT = {
  /** The name of the list of social profile links. */
  social: 'Social media',
  /** Each social link's name, for screen readers: the studio's name and the network's. */
  socialLink: (company: string, network: string) => `${company} on ${network} (opens in a new tab)`,
  /** The heading of the ventures list. */
  ventures: 'Our ventures',
  /** Said after a link that opens a new tab (screen readers only). */
  opensInNewTab: '(opens in a new tab)',
  /** The heading of the site's pages. */
  explore: 'Explore',
  /** The heading of the contact details and the newsletter slot. */
  contact: 'Get in touch',
  /** The name of the list of legal links. */
  legal: 'Legal',
  /** The link back to the top of the page. */
  backToTop: 'Back to Top',
} as const;

/** The footer's words; pass a part through `Footer`'s `text` to replace it. */
export type FooterText = {
  [K in keyof typeof FOOTER_TEXT]: (typeof FOOTER_TEXT)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
