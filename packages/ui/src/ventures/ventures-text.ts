import type { VentureStatus } from './venture-status';

/**
 * The venture cards' own words (names, taglines and features come in as props). English by
 * default; a site in another language passes its own through `Ventures`' `text`.
 */
export const VENTURES_TEXT = {
  /** Read before the badge by screen readers: "Status: Live". */
  status: 'Status: ',
  /** The badge's words for each status value of the content. */
  statusLabels: { Live: 'Live', Beta: 'Beta', 'Coming Soon': 'Coming Soon' } as Record<VentureStatus, string>,
  /** The link to the stories about a venture (shown when it has any). */
  stories: (name: string) => `Stories about ${name}`,
  /** The link to a venture's website. */
  visit: (name: string) => `Visit ${name}`,
  /** Said after a link that opens a new tab (screen readers only). */
  opensInNewTab: '(opens in a new tab)',
};

/** The venture cards' words; pass a part through `Ventures`' `text` to replace it. */
export type VenturesText = typeof VENTURES_TEXT;
