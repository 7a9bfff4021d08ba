/**
 * How far to trust `X-Forwarded-For`: false (default) uses the socket address only; true trusts
 * one proxy (the right-most entry, the one our proxy appended); a number trusts that many hops.
 */
export type TrustProxy = boolean | number;

/**
 * The client IP: the socket's address, or, behind trusted proxies, the entry of
 * `X-Forwarded-For` that the nearest trusted proxy recorded. Entries left of it are written by
 * the client and can be forged, so they are never read.
 */
export function resolveClientIp(
  headers: Headers,
  remoteAddress: string | undefined,
  trustProxy: TrustProxy = false,
): string | undefined {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, Math.floor(trustProxy));
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const ip = chain[Math.max(0, chain.length - hops)];
    if (ip) return ip;
  }
  return remoteAddress;
}
