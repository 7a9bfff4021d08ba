import { describe, expect, it, vi } from 'vitest';
import { createFormGuard } from './form-guard.js';

const grant = (token: string, minFillMs = 2000) =>
  new Response(JSON.stringify({ token, challenge: null, minFillMs }), { status: 200 });

describe('createFormGuard', () => {
  it('fetches one token on start, and on submit waits out the rest of the minimum fill time counted from its arrival', async () => {
    let clock = 1000;
    const sleep = vi.fn(async (ms: number) => void (clock += ms));
    const fetch = vi.fn<typeof globalThis.fetch>(async () => grant('t1'));
    const guard = createFormGuard('newsletter', { fetch, now: () => clock, sleep });
    guard.start();
    guard.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 500;
    await expect(guard.fields()).resolves.toEqual({ formToken: 't1', proof: undefined });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/leads/form-token?form=newsletter');
    expect(sleep).toHaveBeenCalledWith(1500);
  });

  it('does not wait when the visitor took longer than the minimum, and fetches a new token after renew()', async () => {
    let clock = 0;
    const sleep = vi.fn(async () => {});
    const fetch = vi.fn().mockResolvedValueOnce(grant('t1')).mockResolvedValueOnce(grant('t2'));
    const guard = createFormGuard('contact', { fetch, now: () => clock, sleep });
    guard.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 60_000;
    expect((await guard.fields()).formToken).toBe('t1');
    guard.renew();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 60_000;
    expect((await guard.fields()).formToken).toBe('t2');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('tries again on submit when the token request failed at start', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(grant('t2', 0));
    const guard = createFormGuard('join', { fetch, sleep: async () => {} });
    guard.start();
    await expect(guard.fields()).rejects.toThrow('offline');
    await expect(guard.fields()).resolves.toMatchObject({ formToken: 't2' });
  });
});
