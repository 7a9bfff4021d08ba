/** A link the site hands to a section: label plus destination (path or #anchor). */
export interface NavLink {
  name: string;
  href: string;
}

/**
 * Sections never route. When a link is picked they call this with the href and let
 * the site decide (router navigation for paths, smooth scroll for anchors).
 * Returning without calling preventDefault keeps the browser's own behaviour.
 */
export type NavigateHandler = (href: string, event: { preventDefault(): void }) => void;
