/** An origin no real site has: a path is checked by resolving it against this. */
const PROBE = 'https://site.invalid';

/**
 * The page to return to after signing in, when `value` is a path of this site; else `fallback`.
 * Refused: anything not starting with one `/`, `//host` and `/\host` (which browsers resolve to
 * another host), backslashes and control characters anywhere (the URL parser rewrites or drops
 * them), absolute URLs, and anything the WHATWG parser resolves off the site.
 */
export function safeReturnPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, PROBE);
    return url.origin === PROBE ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
