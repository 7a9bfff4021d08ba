/** The 404 page's words. English by default; a site in another language passes its own through `NotFound`'s `text`. */
export const NOT_FOUND_TEXT = {
  title: 'Oops! Page not found',
  body: 'The page you were looking for has moved or never took root. Let\u2019s get you back on solid ground.',
  home: 'Return to Home',
} as const;

/** The 404 page's words; pass a part through `NotFound`'s `text` to replace it. */
export type NotFoundText = { [K in keyof typeof NOT_FOUND_TEXT]: string };
