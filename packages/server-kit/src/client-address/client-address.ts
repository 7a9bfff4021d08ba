import type { Context, MiddlewareHandler } from 'hono';
import { requestPolicyOf } from '../request-policy/request-policy.js';
import { ipRateLimitKey } from './ip-key.js';
import { resolveClientIp, type TrustProxy } from './resolve-client-ip.js';

/**
 * The bindings a server adapter passes as the request's env: a plain `{ remoteAddress }`, or
 * `@hono/node-server`'s `{ incoming }` whose socket has the peer's address.
 */
export interface ConnectionInfo {
  remoteAddress?: string;
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The variables {@link clientAddress} sets on the context. */
export interface ClientAddressVariables {
  /** The client's address (see `resolveClientIp`), or undefined when the adapter gives none. */
  clientIp: string | undefined;
  /** The address as a rate-limit key: IPv6 grouped by /64, IPv4-mapped forms as IPv4, else `unknown`. */
  clientKey: string;
}

/** The peer address of the socket, from the adapter's bindings. */
export function socketAddress(env: unknown): string | undefined {
  const connection = env as ConnectionInfo | undefined;
  return connection?.remoteAddress ?? connection?.incoming?.socket?.remoteAddress;
}

/**
 * The client address and its rate-limit key, resolved once per request: with the given proxy
 * trust, else the request's policy (`requestPolicy`), else `'loopback'`.
 */
export function clientAddressOf(c: Context, trustProxy?: TrustProxy): ClientAddressVariables {
  const known = c.get('clientKey' as never) as string | undefined;
  if (known !== undefined) return { clientIp: c.get('clientIp' as never) as string | undefined, clientKey: known };
  const trust = trustProxy ?? requestPolicyOf(c).trustProxy;
  const clientIp = resolveClientIp(c.req.raw.headers, socketAddress(c.env), trust);
  return { clientIp, clientKey: clientIp ? ipRateLimitKey(clientIp) : 'unknown' };
}

/**
 * Resolves the client address once (the socket's, or behind trusted proxies the forwarded one)
 * and sets `clientIp` and `clientKey` on the context, so every later guard keys on the same
 * grouped value and no route reads `X-Forwarded-For` by itself.
 */
export function clientAddress(
  options: { trustProxy?: TrustProxy } = {},
): MiddlewareHandler<{ Variables: ClientAddressVariables }> {
  return async (c, next) => {
    const { clientIp, clientKey } = clientAddressOf(c, options.trustProxy);
    c.set('clientIp', clientIp);
    c.set('clientKey', clientKey);
    await next();
  };
}
