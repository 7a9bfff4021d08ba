/**
 * The about section's own headings (the mission, vision and values come in as props). English by
 * default; a site in another language passes its own through `About`'s `text`.
 */
export const ABOUT_TEXT = {
  mission: 'Our mission',
  vision: 'Our vision',
  values: 'What we hold to',
} as const;

/** The about section's headings; pass a part through `About`'s `text` to replace it. */
export type AboutText = { [K in keyof typeof ABOUT_TEXT]: string };
