/**
 * How far to trust `X-Forwarded-For` (default `'loopback'`, a proxy on the same machine only).
 * - `'loopback'` (default): one proxy hop, only when the connection comes from a loopback address
 *   (a reverse proxy on the same machine, the shipped setup); any other peer's header is ignored;
 * - `false`: never, the socket address only;
 * - `true`: one hop (the right-most entry, the one our proxy appended) from any peer;
 * - a number: that many hops from any peer (a CDN in front of a proxy is 2).
 */
export type TrustProxy = boolean | number | 'loopback';

/** Longest text form of an IP address (an IPv6 address with an embedded IPv4 tail). */
const MAX_IP_LENGTH = 45;

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * True when `text` is shaped like an IPv4 or IPv6 address: only hex digits, dots and colons,
 * and not too long. A forwarded entry that is not (a hostname, `unknown`, junk) is ignored.
 */
function looksLikeIp(text: string): boolean {
  if (text.length === 0 || text.length > MAX_IP_LENGTH) return false;
  for (const char of text.toLowerCase()) {
    if (!((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f') || char === '.' || char === ':')) return false;
  }
  return text.includes('.') || text.includes(':');
}

function trustedHops(trustProxy: TrustProxy, remoteAddress: string | undefined): number {
  if (trustProxy === 'loopback') return isLoopbackAddress(remoteAddress) ? 1 : 0;
  if (trustProxy === true) return 1;
  if (trustProxy === false) return 0;
  return Math.max(0, Math.floor(trustProxy));
}

/**
 * The client IP: the socket's address, or, behind trusted proxies, the entry of
 * `X-Forwarded-For` that the nearest trusted proxy recorded. Entries left of it are written by
 * the client and can be forged, so they are never read.
 */
export function resolveClientIp(
  headers: Headers,
  remoteAddress: string | undefined,
  trustProxy: TrustProxy = 'loopback',
): string | undefined {
  const hops = trustedHops(trustProxy, remoteAddress);
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const ip = chain[Math.max(0, chain.length - hops)];
    if (ip && looksLikeIp(ip)) return ip;
  }
  return remoteAddress;
}
