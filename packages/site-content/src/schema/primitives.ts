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

/**
 * A link target inside or outside the site: an in-page anchor (`#join`), a site path (`/docs`) or
 * an absolute http(s) URL. Protocol-relative `//host` is refused: it leaves the site while looking
 * like a path.
 */
export const linkTarget = () =>
  z
    .string()
    .max(LIMITS.url)
    .regex(/^(#[A-Za-z][\w-]*|\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, {
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
