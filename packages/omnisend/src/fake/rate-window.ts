import type { FakeRateLimit } from './types';

/** The outcome of counting one request against its brand's window. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the oldest request leaves the window (a slot frees up). */
  resetSeconds: number;
}

/** Per-brand sliding windows: every key of a brand shares one. Rejected requests are not counted. */
export class BrandRateWindows {
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly config: FakeRateLimit) {}

  hit(brandId: string, now: number): RateDecision {
    const { limit, windowMs } = this.config;
    const starts = (this.windows.get(brandId) ?? []).filter((time) => time > now - windowMs);
    const allowed = starts.length < limit;
    if (allowed) starts.push(now);
    this.windows.set(brandId, starts);
    const oldest = starts[0] ?? now;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - starts.length),
      resetSeconds: Math.max(0, Math.ceil((oldest + windowMs - now) / 1000)),
    };
  }

  reset(): void {
    this.windows.clear();
  }
}
