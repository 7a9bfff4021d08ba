import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { describeRateLimitStore } from './test-support/rate-limit-store-contract.js';

describeRateLimitStore('the memory rate-limit store', () => createMemoryRateLimitStore());

describe('the memory rate-limit store', () => {
  it('keeps separate counts for separate rules', async () => {
    const store = createMemoryRateLimitStore();
    expect(await store.hit('k', 0, { limit: 1, windowMs: 1000 })).toEqual({ allowed: true });
    expect(await store.hit('k', 1, { limit: 1, windowMs: 1000 })).toMatchObject({ allowed: false });
    expect(await store.hit('k', 2, { limit: 2, windowMs: 1000 })).toEqual({ allowed: true });
  });
});
