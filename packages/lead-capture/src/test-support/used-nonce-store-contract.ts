import { describe, expect, it } from 'vitest';
import type { UsedNonceStore } from '../bot-defence/used-nonces.js';

const T0 = 1_700_000_000_000;

/** The behaviour every {@link UsedNonceStore} shares: once per token, until it expires or is forgotten. */
export function describeUsedNonceStore(name: string, open: () => Promise<UsedNonceStore> | UsedNonceStore): void {
  describe(`${name} remembers used form tokens like the memory store`, () => {
    it('lets a nonce be used once, and again only after it expired', async () => {
      const store = await open();
      expect(await store.has('n1', T0)).toBe(false);
      expect(await store.use('n1', T0 + 1000, T0)).toBe(false);
      expect(await store.use('n1', T0 + 1000, T0 + 10)).toBe(true);
      expect(await store.has('n1', T0 + 999)).toBe(true);
      // Another nonce is its own.
      expect(await store.use('n2', T0 + 1000, T0 + 10)).toBe(false);
      // Past its expiry the token itself is refused as expired; the store no longer holds it.
      expect(await store.has('n1', T0 + 1000)).toBe(false);
      expect(await store.use('n1', T0 + 5000, T0 + 1000)).toBe(false);
      expect(await store.use('n1', T0 + 5000, T0 + 1001)).toBe(true);
    }, 30_000);

    it('forgets a nonce given back, so it may be used again', async () => {
      const store = await open();
      expect(await store.use('n3', T0 + 1000, T0)).toBe(false);
      await store.forget('n3');
      expect(await store.has('n3', T0)).toBe(false);
      expect(await store.use('n3', T0 + 1000, T0)).toBe(false);
    }, 30_000);

    it('lets exactly one of many simultaneous uses of one nonce pass', async () => {
      const store = await open();
      const answers = await Promise.all(Array.from({ length: 10 }, () => store.use('n4', T0 + 1000, T0)));
      expect(answers.filter((used) => !used)).toHaveLength(1);
    }, 30_000);
  });
}
