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
