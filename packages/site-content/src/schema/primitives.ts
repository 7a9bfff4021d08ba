import { z } from 'zod';

/**
 * Length limits shared by the schemas. They are generous for real copy and small enough that a
 * runaway value (a pasted document, a script writing in a loop) is rejected instead of rendered.
 */
export const LIMITS = {
  shortText: 80,
  line: 200,
  paragraph: 1_000,
  url: 300,
  token: 40,
  listItem: 200,
} as const;

/** Non-empty text of at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * An absolute http(s) URL. Other schemes are refused because these values end up in `href`
 * attributes, where `javascript:` or `data:` would run code.
 */
export const webUrl = () => z.url({ protocol: /^https?$/ }).max(LIMITS.url);

/** The origin internal links are resolved against when checked; any https origin behaves the same. */
const CHECK_ORIGIN = 'https://site.example';

/**
 * True when a browser following `link` on a page of the site stays on the site (or, for an
 * absolute URL, lands on an http(s) page). The URL parser is lenient where people are not: it
 * treats `\` like `/` and drops tabs and newlines, so `/\evil.example` and `/\t/evil.example`
 * leave the site although they look like paths. Such forms are refused outright, and what is left
 * is resolved with the same WHATWG parser the browser uses.
 */
function staysWhereItSays(link: string): boolean {
  // Control characters (C0, DEL, C1), whitespace and backslashes: never needed in a link, and the
  // parser silently rewrites them.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f\\\s]/u.test(link)) return false;
  if (link.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(link);
  if (link.startsWith('/')) {
    if (link.startsWith('//')) return false;
    try {
      return new URL(link, CHECK_ORIGIN).origin === CHECK_ORIGIN;
    } catch {
      return false;
    }
  }
  if (!/^https?:\/\/[^/?#]/i.test(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link target inside or outside the site: an in-page anchor (`#join`), a site path (`/docs`) or
 * an absolute http(s) URL. Every form a browser resolves off the site while it looks like a path is
 * refused: protocol-relative `//host`, `/\host`, any backslash, control characters and whitespace;
 * other schemes (`javascript:`, `data:`) too, because these values end up in `href` attributes.
 */
export const linkTarget = () =>
  z.string().max(LIMITS.url).refine(staysWhereItSays, {
    message: 'Expected an anchor (#section), a site path (/page) or an http(s) URL',
  });

/** A short lower-case name the UI maps to something (an icon, a colour token). */
export const token = () =>
  z
    .string()
    .max(LIMITS.token)
    .regex(/^[a-z][a-z0-9-]*$/, { message: 'Expected a lower-case token such as "sprout"' });

/** A colour: a theme token name (`emerald`) or a hex colour (`#2f855a`). */
export const colour = () =>
  z
    .string()
    .max(LIMITS.token)
    .regex(/^([a-z][a-z0-9-]*|#[0-9a-fA-F]{3,8})$/, {
      message: 'Expected a colour token such as "emerald" or a hex colour such as "#2f855a"',
    });

/** A URL-safe identifier (`greenacre-farm`). */
export const slug = () =>
  z
    .string()
    .max(LIMITS.shortText)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Expected a slug such as "greenacre-farm"' });
