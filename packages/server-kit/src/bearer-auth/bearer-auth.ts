import type { Context, MiddlewareHandler } from 'hono';
import { clientAddressOf } from '../client-address/client-address.js';
import type { TrustProxy } from '../client-address/resolve-client-ip.js';
import { retryAfterSeconds } from '../rate-limit/rate-limit.js';
import { createMemoryRateLimitStore, type RateLimitRule, type RateLimitStore } from '../rate-limit/rate-limiter.js';
import { bearerToken, tokenMatches } from './token.js';

/** Wrong tokens allowed per client key before it must wait: 10 in 15 minutes. */
export const BEARER_FAILURE_LIMIT: Readonly<RateLimitRule> = { limit: 10, windowMs: 15 * 60_000 };

/** Options of {@link bearerAuth}. */
export interface BearerAuthOptions {
  /** The configured token; compared in constant time. */
  token: string;
  /** Where failed attempts are counted. Default: this process's memory. */
  store?: RateLimitStore;
  /** Failures allowed per client key. Default {@link BEARER_FAILURE_LIMIT}. */
  failures?: RateLimitRule;
  /** Proxy trust for the client key (when `clientAddress` did not run before). Default `'loopback'`. */
  trustProxy?: TrustProxy;
  /** Key prefix in a shared store, so two routes' budgets stay apart. Default `bearer`. */
  keyPrefix?: string;
  now?: () => number;
}

/**
 * `Authorization: Bearer <token>` for operator routes. A wrong or missing token is 401 and
 * counts against the client's key (IPv6 grouped by /64); past the failure limit the client gets
 * 429 with `Retry-After` without its token even being compared, so guessing costs time. A right
 * token is not counted.
 */
export function bearerAuth(options: BearerAuthOptions): MiddlewareHandler {
  const store = options.store ?? createMemoryRateLimitStore();
  const rule = options.failures ?? BEARER_FAILURE_LIMIT;
  const now = options.now ?? Date.now;
  const prefix = options.keyPrefix ?? 'bearer';
  // Keys that reached the limit, until when: while locked, no token is compared at all, so even
  // the right guess is refused. Per process; a shared store locks other instances on their
  // first wrong token.
  const lockedUntil = new Map<string, number>();
  const tooMany = (c: Context, untilMs: number, at: number) => {
    c.header('Retry-After', String(retryAfterSeconds(untilMs - at)));
    return c.json({ error: 'Too many wrong tokens. Please try again later.' }, 429);
  };
  return async (c, next) => {
    const key = `${prefix}|${clientAddressOf(c, options.trustProxy).clientKey}`;
    const at = now();
    const until = lockedUntil.get(key);
    if (until !== undefined && until > at) return tooMany(c, until, at);
    if (until !== undefined) lockedUntil.delete(key);
    const presented = bearerToken(c.req.header('authorization'));
    if (presented !== null && (await tokenMatches(presented, options.token))) {
      await next();
      return;
    }
    // A failing store does not open the door: the token was wrong either way.
    const verdict = await store.hit(key, at, rule).catch(() => ({ allowed: true as const }));
    if (!verdict.allowed) {
      if (lockedUntil.size >= 10_000) for (const [k, t] of lockedUntil) if (t <= at) lockedUntil.delete(k);
      lockedUntil.set(key, at + verdict.retryAfterMs);
      return tooMany(c, at + verdict.retryAfterMs, at);
    }
    return c.json({ error: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
  };
}
