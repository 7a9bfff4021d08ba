import { isLoopbackAddress, requestPolicyOf, socketAddress, type TrustProxy } from '@rooted/server-kit';
import type { Context } from 'hono';

/** True when the connection comes from a proxy the server trusts (the same rule as for `X-Forwarded-For`). */
const fromTrustedProxy = (trustProxy: TrustProxy, remoteAddress: string | undefined) =>
  trustProxy === 'loopback'
    ? isLoopbackAddress(remoteAddress)
    : typeof trustProxy === 'number'
      ? trustProxy > 0
      : trustProxy;

/**
 * True when the browser reached the site over HTTPS: the request itself is https, or a trusted
 * proxy that terminated TLS says so in `X-Forwarded-Proto` (its last value, the one the nearest
 * proxy wrote). From anyone else the header is ignored: a client could claim https and get a
 * cookie name its own browser would then refuse to send back over plain HTTP. Which proxies are
 * trusted is the request's policy, set once by the server (`requestPolicy`).
 */
export function reachedOverHttps(c: Context): boolean {
  const request = c.req.raw;
  if (new URL(request.url).protocol === 'https:') return true;
  if (!fromTrustedProxy(requestPolicyOf(c).trustProxy, socketAddress(c.env))) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return forwarded === 'https';
}
