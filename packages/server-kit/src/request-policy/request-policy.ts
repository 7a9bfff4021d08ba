import type { Context, MiddlewareHandler } from 'hono';
import { checkOrigin } from '../origin/check-origin.js';
import type { TrustProxy } from '../client-address/resolve-client-ip.js';

/**
 * How a server reads a request it did not make itself: which proxies in front of it to believe
 * about the client's address and scheme, and which origins may send it state-changing requests.
 * One server has one policy, so it is set once per request instead of handed to every route.
 */
export interface RequestPolicy {
  /** Which `X-Forwarded-*` hops to believe: `'loopback'` (default), `false`, `true` or a number of hops. */
  trustProxy: TrustProxy;
  /** The origins that may write; absent or empty, the request's own host only. */
  allowedOrigins?: readonly string[] | undefined;
}

/** The variable {@link requestPolicy} sets on the context. */
export interface RequestPolicyVariables {
  requestPolicy: RequestPolicy;
}

/** A Hono env whose context carries the request policy (`c.var.requestPolicy`). */
export type RequestPolicyEnv = { Variables: RequestPolicyVariables };

/** The policy of a request no server set one for: a proxy on this machine only, the request's own origin. */
export const DEFAULT_REQUEST_POLICY: RequestPolicy = Object.freeze({ trustProxy: 'loopback' as const });

/**
 * Sets the server's request policy on the context of every request it runs for, so each route
 * below reads it ({@link requestPolicyOf}, {@link originAllowed}, `clientAddressOf`) rather than
 * taking it as an option. Install it once, first, on the app that mounts the routes.
 */
export function requestPolicy(policy: Partial<RequestPolicy> = {}): MiddlewareHandler<RequestPolicyEnv> {
  const set: RequestPolicy = Object.freeze({
    trustProxy: policy.trustProxy ?? DEFAULT_REQUEST_POLICY.trustProxy,
    ...(policy.allowedOrigins && policy.allowedOrigins.length > 0
      ? { allowedOrigins: Object.freeze([...policy.allowedOrigins]) }
      : {}),
  });
  // Named: a route map that lists each route's guards shows this one by its name.
  return async function setRequestPolicy(c, next) {
    c.set('requestPolicy', set);
    await next();
  };
}

/** The request's policy as {@link requestPolicy} set it, or {@link DEFAULT_REQUEST_POLICY} where none was set. */
export function requestPolicyOf(c: Context): RequestPolicy {
  return (c.get('requestPolicy' as never) as RequestPolicy | undefined) ?? DEFAULT_REQUEST_POLICY;
}

/**
 * Whether the request's `Origin` may write here under the request's policy (see `checkOrigin`):
 * an allowed origin, or none sent (not a browser's cross-site request).
 */
export function originAllowed(c: Context): boolean {
  const { allowedOrigins } = requestPolicyOf(c);
  return checkOrigin(c.req.raw, allowedOrigins ? { allowedOrigins } : {}).ok;
}
