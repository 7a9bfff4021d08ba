import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { describe, expect, it } from 'vitest';
import { addressKey, MAILS_PER_ADDRESS, spendMailAllowance } from './mail-allowance.js';

/** A kind whose own rule is looser than the total, to show the total binding. */
const LOOSE = { limit: 10, windowMs: 86_400_000 };

describe('the mail allowance of one address', () => {
  it('gives one confirmation a day, and a total across kinds that privacy requests share', async () => {
    const store = createMemoryRateLimitStore();
    const at = 1_700_000_000_000;
    expect((await spendMailAllowance(store, 'Ana@Example.org', 'confirmation', at)).allowed).toBe(true);
    expect((await spendMailAllowance(store, ' ana@example.org', 'confirmation', at + 1)).allowed).toBe(false);
    const privacy = [];
    for (let index = 0; index < 5; index++)
      privacy.push(
        (await spendMailAllowance(store, 'ana@example.org', 'privacy-request', at + 2 + index, LOOSE)).allowed,
      );
    // Its own rule would allow ten; the total leaves three after the confirmation.
    expect(privacy).toEqual([true, true, true, false, false]);
    expect(MAILS_PER_ADDRESS.limit).toBe(4);
    expect((await spendMailAllowance(store, 'other@example.org', 'confirmation', at)).allowed).toBe(true);
    expect((await spendMailAllowance(store, 'ana@example.org', 'confirmation', at + 86_400_000)).allowed).toBe(true);
  });

  it('keeps no readable address in the store, and lets the mail through when the store fails', async () => {
    expect(await addressKey('ana@example.org')).toMatch(/^[0-9a-f]{32}$/);
    const broken = { hit: async () => Promise.reject(new Error('database down')) };
    expect((await spendMailAllowance(broken as never, 'ana@example.org', 'confirmation', 0)).allowed).toBe(true);
  });
});
