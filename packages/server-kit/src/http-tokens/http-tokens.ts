/**
 * Token parsers for the request headers the static server reads. Each is a single pass over
 * comma-separated items (no regex, nothing built from the request), so a hostile header costs
 * time linear in its length, and Node already caps the size of the header block.
 */

/** Headers longer than this are treated as absent: no real client sends one this long. */
export const MAX_NEGOTIATION_HEADER_LENGTH = 2048;

/**
 * A test for `Accept-Encoding`: does the client take `coding`? Its own q-value decides, else
 * the `*` entry's; a coding with q=0 or one the header never names (and no `*`) is refused.
 */
export function acceptsEncoding(header: string | null): (coding: string) => boolean {
  const weights = new Map<string, number>();
  if (header && header.length <= MAX_NEGOTIATION_HEADER_LENGTH) {
    for (const item of header.split(',')) {
      const [name = '', ...params] = item.split(';');
      const coding = name.trim().toLowerCase();
      if (coding !== '' && isToken(coding)) weights.set(coding, qValue(params));
    }
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** The q parameter of one list item: 1 when absent, 0 when malformed (a bad weight accepts nothing). */
function qValue(params: readonly string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    const q = text === '' ? Number.NaN : Number(text);
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}

/** RFC 9110 token characters: letters, digits and ``!#$%&'*+-.^_`|~``. */
function isToken(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const alnum = (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
    if (!alnum && !"!#$%&'*+-.^_`|~".includes(text[i] as string)) return false;
  }
  return true;
}

/**
 * True when `If-None-Match` names `etag` (or is `*`), by the weak comparison the standard
 * prescribes for this header: a `W/` prefix on either side is ignored, and a list matches when
 * any of its members does.
 */
export function noneMatchHits(header: string | null, etag: string): boolean {
  if (!header || header.length > MAX_NEGOTIATION_HEADER_LENGTH) return false;
  const wanted = opaqueTag(etag);
  for (const item of header.split(',')) {
    const tag = item.trim();
    if (tag === '*' || opaqueTag(tag) === wanted) return true;
  }
  return false;
}

function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
