import { describe, expect, it } from 'vitest';
import type { RateLimitStore } from '@rooted/server-kit';

const T0 = 1_700_000_000_000;
const RULE = { limit: 3, windowMs: 60_000 };

/** The behaviour every {@link RateLimitStore} shares: a sliding window, refused hits not counted. */
export function describeRateLimitStore(name: string, open: () => Promise<RateLimitStore> | RateLimitStore): void {
  describe(`${name} limits like the memory store`, () => {
    it('allows `limit` hits per key in the window, then refuses with the wait until the oldest hit leaves it', async () => {
      const store = await open();
      for (const at of [T0, T0 + 1000, T0 + 2000])
        expect(await store.hit('contact|203.0.113.1', at, RULE)).toEqual({ allowed: true });
      expect(await store.hit('contact|203.0.113.1', T0 + 10_000, RULE)).toEqual({
        allowed: false,
        retryAfterMs: 50_000,
      });
      // Another key, or the same client on another form, has its own count.
      expect(await store.hit('contact|203.0.113.2', T0 + 10_000, RULE)).toEqual({ allowed: true });
      expect(await store.hit('join|203.0.113.1', T0 + 10_000, RULE)).toEqual({ allowed: true });
    }, 30_000);

    it('slides: each hit leaves the window on its own, and refused hits do not extend the wait', async () => {
      const store = await open();
      for (const at of [T0, T0 + 1000, T0 + 2000]) await store.hit('k', at, RULE);
      for (let at = T0 + 3000; at < T0 + 60_000; at += 7000)
        expect((await store.hit('k', at, RULE)).allowed).toBe(false);
      expect(await store.hit('k', T0 + 60_000, RULE)).toEqual({ allowed: true });
      expect(await store.hit('k', T0 + 60_500, RULE)).toEqual({ allowed: false, retryAfterMs: 500 });
      expect(await store.hit('k', T0 + 61_000, RULE)).toEqual({ allowed: true });
    }, 30_000);
  });
}
