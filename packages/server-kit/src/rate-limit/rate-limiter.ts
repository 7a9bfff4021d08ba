/** Options of {@link createRateLimiter}. */
export interface RateLimitOptions {
  /** Submissions allowed per key within `windowMs`. Default 5. */
  limit?: number;
  /** Window length. Default 60 s. */
  windowMs?: number;
}

/** Result of one {@link RateLimiter.hit}. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A sliding-window limiter keyed by arbitrary strings (here: form kind + client IP). */
export interface RateLimiter {
  /** Records one submission for `key` at `now` unless over the limit. */
  hit(key: string, now: number): RateLimitResult;
}

/**
 * Creates an in-memory sliding-log limiter. Each key keeps at most `limit` timestamps, and idle
 * keys are swept as the map grows, so memory stays bounded by active clients. Per process: a
 * multi-instance deployment limits per instance.
 */
export function createRateLimiter(options: RateLimitOptions = {}): RateLimiter {
  const limit = options.limit ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  const hits = new Map<string, number[]>();
  let sweepAt = 1024;

  const sweep = (now: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
    sweepAt = Math.max(1024, hits.size * 2);
  };

  return {
    hit(key, now) {
      if (hits.size >= sweepAt) sweep(now);
      const times = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (times.length >= limit) {
        hits.set(key, times);
        return { allowed: false, retryAfterMs: (times[0] as number) + windowMs - now };
      }
      times.push(now);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}

/** The limit a {@link RateLimitStore} enforces for one hit: `limit` hits per key within `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Where the lead handler counts submissions per key. The memory store counts per process; a
 * store in a shared database (`@rooted/lead-capture/postgres`) makes one limit hold across every
 * instance behind a load balancer. Same semantics in both: a sliding window, and a refused hit
 * is not counted.
 */
export interface RateLimitStore {
  /** Records one hit for `key` at `now` (epoch ms) unless `rule` is already reached. */
  hit(key: string, now: number, rule: RateLimitRule): Promise<RateLimitResult>;
}

/**
 * The per-process {@link RateLimitStore}: an in-memory sliding log per rule (see
 * {@link createRateLimiter}). Right for one process; several instances each count their own.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const limiters = new Map<string, RateLimiter>();
  return {
    hit(key, now, rule) {
      const id = `${rule.limit}/${rule.windowMs}`;
      let limiter = limiters.get(id);
      if (!limiter) limiters.set(id, (limiter = createRateLimiter(rule)));
      return Promise.resolve(limiter.hit(key, now));
    },
  };
}
