/** An origin no real site has: a path is checked by resolving it against this. */
const PROBE = 'https://site.invalid';

/**
 * The page to return to after signing in, when `value` is a path of this site; else `fallback`.
 *
 * The decision is taken on what the WHATWG parser makes of the value, never on the raw text: dot
 * segments, percent-encoded dots and backslashes are all rewritten by the parser, so a raw check
 * for `//` can be walked around (`/.//evil.example` normalises to the path `//evil.example`, which a
 * browser then reads as another host). What is returned is the normalised path, and it must resolve
 * to itself again on this origin, so the browser that follows it lands where we decided.
 * Raw backslashes and control characters are refused outright: the parser rewrites or drops them,
 * and a path that needs them is not one we ever send.
 */
export function safeReturnPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, PROBE);
    if (url.origin !== PROBE || url.username !== '' || url.password !== '') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!isPlainPath(path)) return fallback;
    // The browser resolves what we send once more: it must land on the same page of this origin.
    const again = new URL(path, PROBE);
    return again.origin === PROBE && again.href === url.href ? path : fallback;
  } catch {
    return fallback;
  }
}

/** One leading slash, then no second one and no backslash where a browser could read a host. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.includes('\\');
}
