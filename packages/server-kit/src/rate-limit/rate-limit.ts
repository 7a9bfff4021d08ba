import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitResult, RateLimitRule, RateLimitStore } from './rate-limiter.js';

/** Options of {@link rateLimit}. */
export interface RateLimitMiddlewareOptions {
  store: RateLimitStore;
  rule: RateLimitRule;
  /** The key counted for this request, e.g. `sign-in|${clientKey}`. */
  key: (c: Context) => string | Promise<string>;
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number;
  /** The answer once over the limit. Default: 429 JSON with `Retry-After`. */
  onLimited?: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;
  /**
   * What a failing store (a shared database unreachable) does: `'open'` lets the request through
   * (default: a flood guard should not turn every visitor away), `'closed'` rethrows.
   */
  onStoreError?: 'open' | 'closed';
}

/** Whole seconds to wait, at least 1, for a `Retry-After` header. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * Counts each request under `key` in the shared {@link RateLimitStore} and answers 429 with
 * `Retry-After` once `rule` is reached. Refused requests are not counted (the store's rule).
 */
export function rateLimit(options: RateLimitMiddlewareOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  return async (c, next) => {
    let verdict: RateLimitResult;
    try {
      verdict = await options.store.hit(await options.key(c), now(), options.rule);
    } catch (error) {
      if (options.onStoreError === 'closed') throw error;
      verdict = { allowed: true };
    }
    if (!verdict.allowed) {
      const seconds = retryAfterSeconds(verdict.retryAfterMs);
      c.header('Retry-After', String(seconds));
      return options.onLimited
        ? options.onLimited(c, seconds)
        : c.json({ error: 'Too many requests. Please try again later.' }, 429);
    }
    await next();
  };
}
