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

/** A picture in modern formats, served from the site's own origin (no third-party request). */
export interface PictureSource {
  /** AVIF srcset, e.g. '/media/<hash>-400.avif 400w, /media/<hash>-800.avif 800w'. */
  avif: string;
  /** WebP srcset; the WebP at `src` is the fallback for browsers without <picture> support. */
  webp: string;
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
}
