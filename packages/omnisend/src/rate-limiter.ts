/**
 * Client-side request budget. Omnisend allows a brand 400 requests a minute, shared by every
 * integration of the brand (shop plugins, other apps), so by default this client keeps to 80 % of
 * it and leaves the rest as headroom.
 */
export interface RateLimitOptions {
  /** Requests allowed in any window. Overrides `brandLimit × budgetShare` when set. */
  limit?: number;
  /** The brand's whole budget per window. Default 400 (Omnisend's per-brand limit). */
  brandLimit?: number;
  /** Share of `brandLimit` this client may use, in (0, 1]. Default 0.8 (320 of 400). */
  budgetShare?: number;
  /** Window length in ms. Default 60 000. */
  windowMs?: number;
  /**
   * Where the budget is counted when several clients share it, e.g. the instances of one site:
   * then `limit` holds for all of them together, not for each. Default: this client alone, in memory.
   */
  store?: RequestBudgetStore;
}

/**
 * A request budget several clients share (one per process, several processes). The client asks
 * it before every attempt; this package ships no implementation that needs a database (see
 * `@rooted/lead-capture/postgres` for one on PostgreSQL).
 */
export interface RequestBudgetStore {
  /**
   * Starts one request at `now` unless `limit` requests have started in the `windowMs` before it,
   * counting every client of the store: resolves to 0 (go, counted) or to the ms to wait before
   * asking again (nothing counted). Rejects when the store cannot be reached; the call then fails
   * without a request, as a retryable error.
   */
  take(now: number, budget: { limit: number; windowMs: number }): Promise<number>;
}

/** What the transport asks before each attempt: a slot now (0), or how long to wait. */
export interface RequestLimiter {
  tryAcquire(now: number): number | Promise<number>;
  /** Holds every call back until `until` (epoch ms). */
  pauseUntil(until: number): void;
}

/** Omnisend's per-brand limit, the share of it a client uses, and the window. */
export const DEFAULT_RATE_LIMIT = { brandLimit: 400, budgetShare: 0.8, windowMs: 60_000 } as const;

/** Requests per window a limiter with these options allows: `limit`, else `brandLimit × budgetShare` rounded down (at least 1). */
export function effectiveRateLimit(options: RateLimitOptions = {}): number {
  const share = options.budgetShare ?? DEFAULT_RATE_LIMIT.budgetShare;
  if (!(share > 0 && share <= 1)) throw new RangeError(`rateLimit.budgetShare must be in (0, 1], got ${String(share)}`);
  const limit = options.limit ?? (options.brandLimit ?? DEFAULT_RATE_LIMIT.brandLimit) * share;
  return Math.max(1, Math.floor(limit));
}

/**
 * A sliding-window log: at most `limit` requests start in any `windowMs`. It sees only this
 * client's calls, not the brand's other integrations, so it keeps us from causing 429s rather
 * than preventing them. `pauseUntil` lets a spent server window (Remaining 0) hold calls back.
 */
export class SlidingWindowLimiter implements RequestLimiter {
  private readonly starts: number[] = [];
  private pausedUntil = 0;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(options: RateLimitOptions = {}) {
    this.limit = effectiveRateLimit(options);
    this.windowMs = Math.max(1, options.windowMs ?? DEFAULT_RATE_LIMIT.windowMs);
  }

  /** Takes a slot and returns 0, or takes nothing and returns the ms to wait before asking again. */
  tryAcquire(now: number): number {
    if (this.pausedUntil > now) return this.pausedUntil - now;
    while (this.starts.length > 0 && (this.starts[0] as number) <= now - this.windowMs) this.starts.shift();
    if (this.starts.length < this.limit) {
      this.starts.push(now);
      return 0;
    }
    return Math.max(1, (this.starts[0] as number) + this.windowMs - now);
  }

  /** Holds every call back until `until` (epoch ms). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
  }
}

/**
 * The limiter a client gets for these options: the in-memory window of this client alone, or,
 * with `store`, the budget every client of that store shares.
 */
export function createRequestLimiter(options: RateLimitOptions = {}): RequestLimiter {
  if (!options.store) return new SlidingWindowLimiter(options);
  const store = options.store;
  const budget = {
    limit: effectiveRateLimit(options),
    windowMs: Math.max(1, options.windowMs ?? DEFAULT_RATE_LIMIT.windowMs),
  };
  // A spent server window (Remaining 0, a 429) is seen by one process; it holds back that
  // process's calls, while the shared count keeps the others from adding to the pile.
  let pausedUntil = 0;
  return {
    tryAcquire: (now) => (pausedUntil > now ? pausedUntil - now : store.take(now, budget)),
    pauseUntil(until) {
      pausedUntil = Math.max(pausedUntil, until);
    },
  };
}
