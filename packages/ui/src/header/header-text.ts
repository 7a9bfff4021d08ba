/**
 * The header's own words (the rest comes in as props): the main navigation's name, the phone
 * menu's toggle, title and close button. English by default; a site in another language passes
 * its own through `Header`'s `text`.
 */
export const HEADER_TEXT = {
  /** The `aria-label` of the main navigation landmark. */
  navigation: 'Main',
  /** The phone menu's toggle (its accessible name) and the open sheet's title. */
  menu: 'Menu',
  /** The open sheet's close button. */
  closeMenu: 'Close menu',
} as const;

/** The header's words, one string each; pass a part through `Header`'s `text` to replace it. */
export type HeaderText = { [K in keyof typeof HEADER_TEXT]: string };
