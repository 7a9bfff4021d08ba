/** Client-side request budget. */
export interface RateLimitOptions {
  /** Requests allowed in any window. Default 400 (Omnisend's per-brand limit). */
  limit?: number;
  /** Window length in ms. Default 60 000. */
  windowMs?: number;
}

export const DEFAULT_RATE_LIMIT: Required<RateLimitOptions> = { limit: 400, windowMs: 60_000 };

/**
 * A sliding-window log: at most `limit` requests start in any `windowMs`. It sees only this
 * client's calls, not the brand's other integrations, so it keeps us from causing 429s rather
 * than preventing them. `pauseUntil` lets a spent server window (Remaining 0) hold calls back.
 */
export class SlidingWindowLimiter {
  private readonly starts: number[] = [];
  private pausedUntil = 0;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(options: RateLimitOptions = {}) {
    this.limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_RATE_LIMIT.limit));
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
