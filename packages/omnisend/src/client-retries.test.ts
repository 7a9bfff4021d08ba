import { describe, expect, it } from 'vitest';
import { T0, connect, rejectionOf, startFake } from './test-support/harness';
import type { OmnisendError, RateLimitOptions } from './index';
import { OmnisendNetworkError, OmnisendRateLimitError, OmnisendServerError, OmnisendTimeoutError } from './index';

const contact = { email: 'jane@example.org', marketingConsent: false } as const;
const CONTACTS = { method: 'POST', path: '/v3/contacts' };
const EVENTS = { method: 'POST', path: '/v5/events' };

describe('retries of contact upserts and reads', () => {
  it('retries 5xx with full-jitter exponential backoff and succeeds on the third attempt', async () => {
    const fake = await startFake();
    fake.fault({ match: CONTACTS, status: 503, times: 2 });
    const { client, sleeps } = connect(fake, { random: () => 0.5 });
    await expect(client.upsertContact(contact)).resolves.toBe('000000000000000000000001');
    expect(sleeps).toStrictEqual([250, 500]); // 0.5 × 500·2⁰, 0.5 × 500·2¹
    expect(fake.requests().map((request) => request.status)).toStrictEqual([503, 503, 200]);
  });

  it('caps the backoff ceiling at 10 s', async () => {
    const fake = await startFake();
    fake.fault({ status: 500, times: 3 });
    const { client, sleeps } = connect(fake, {
      random: () => 0.999,
      retry: { maxRetries: 2, baseDelayMs: 8000 },
      deadlineMs: 60_000,
    });
    await rejectionOf(client.upsertContact(contact));
    expect(sleeps).toStrictEqual([7992, 9990]);
  });

  it('makes at most 3 attempts, then throws the last error with its attempt count', async () => {
    const fake = await startFake();
    fake.fault({ status: 500, times: 5, body: { error: 'boom' } });
    const { client, sleeps } = connect(fake);
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendServerError);
    expect(error.attempts).toBe(3);
    expect(sleeps).toHaveLength(2);
    expect(fake.requests()).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 409, 410, 422])('never retries %i', async (status) => {
    const fake = await startFake();
    fake.fault({ status, times: 3, body: { error: 'no' } });
    const { client, sleeps } = connect(fake);
    await rejectionOf(client.upsertContact(contact));
    expect(fake.requests()).toHaveLength(1);
    expect(sleeps).toStrictEqual([]);
  });

  it.each([408, 429, 500, 502, 504])('retries %i', async (status) => {
    const fake = await startFake();
    fake.fault({ status, times: 1 });
    const { client } = connect(fake);
    await client.upsertContact(contact);
    expect(fake.requests().map((request) => request.status)).toStrictEqual([status, 200]);
  });

  it('retries a contact POST after a dropped connection; the upsert stays single', async () => {
    const fake = await startFake();
    fake.fault({ match: CONTACTS, drop: 'before' });
    fake.fault({ match: CONTACTS, drop: 'after' });
    const { client } = connect(fake);
    await client.upsertContact(contact);
    expect(fake.requests().map((request) => request.fault)).toStrictEqual(['drop:before', 'drop:after', null]);
    expect(fake.contacts()).toHaveLength(1);
  });

  it('retries after a per-attempt timeout', async () => {
    const fake = await startFake();
    // The attempt limit is far above a loopback answer, even on a loaded machine (at 250 ms, a
    // loaded CI machine timed out the healthy second attempt too), and far below the delay.
    fake.fault({ delayMs: 4000 });
    const { client } = connect(fake, { timeoutMs: 1000 });
    await expect(client.upsertContact(contact)).resolves.toBeDefined();
    expect(fake.requests().map((request) => request.fault)).toStrictEqual(['delay:4000', null]);
    expect(fake.contacts()).toHaveLength(1);
  });

  it('testConnection makes exactly one attempt', async () => {
    const fake = await startFake();
    fake.fault({ status: 503, times: 3 });
    const { client, sleeps } = connect(fake);
    await expect(client.testConnection()).resolves.toMatchObject({ ok: false, status: 503 });
    expect(fake.requests()).toHaveLength(1);
    expect(sleeps).toStrictEqual([]);
  });
});

describe('server-requested delays', () => {
  it('honours Retry-After in seconds before the computed backoff', async () => {
    const fake = await startFake();
    fake.fault({
      status: 429,
      headers: { 'Retry-After': '3', 'X-Rate-Limit-Remaining': '0', 'X-Rate-Limit-Reset': '9' },
    });
    const { client, sleeps } = connect(fake);
    await client.upsertContact(contact);
    expect(sleeps).toStrictEqual([3000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const fake = await startFake();
    fake.fault({ status: 503, headers: { 'retry-after': new Date(T0 + 4000).toUTCString() } });
    const { client, sleeps } = connect(fake);
    await client.upsertContact(contact);
    expect(sleeps).toStrictEqual([4000]);
  });

  it('honours a body retryAfter (seconds)', async () => {
    const fake = await startFake();
    fake.fault({ status: 429, body: { title: 'Too Many Requests', retryAfter: 1.5 } });
    const { client, sleeps } = connect(fake);
    await client.upsertContact(contact);
    expect(sleeps).toStrictEqual([1500]);
  });

  it('429 with X-Rate-Limit-Remaining 0 and Reset 2 waits 2 s (the fake’s own window)', async () => {
    const fake = await startFake({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const { client, sleeps } = connect(fake);
    await client.upsertContact(contact);
    fake.setClock({ advanceMs: 58_000 }); // the window frees its slot 2 s from now
    const other = connect(fake); // a second client: its own limiter has room
    await other.client.upsertContact({ ...contact, email: 'b@example.org' });
    expect(sleeps).toStrictEqual([]);
    expect(other.sleeps).toStrictEqual([2000]);
    const statuses = fake.requests().map((request) => request.status);
    expect(statuses).toStrictEqual([200, 429, 200]);
  });

  it('a reset beyond the deadline fails at once, without sleeping', async () => {
    const fake = await startFake({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await connect(fake).client.upsertContact(contact);
    const { client, sleeps } = connect(fake);
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendRateLimitError);
    expect(error.retryAfterMs).toBe(60_000);
    expect(error.attempts).toBe(1);
    expect(sleeps).toStrictEqual([]);
  });

  it('a Retry-After longer than the time left fails at once with the last error', async () => {
    const fake = await startFake();
    fake.fault({ status: 503, headers: { 'Retry-After': '20' } });
    const { client, sleeps } = connect(fake, { deadlineMs: 15_000 });
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendServerError);
    expect(sleeps).toStrictEqual([]);
  });

  it('never sleeps past the deadline', async () => {
    const fake = await startFake();
    fake.fault({ status: 500, times: 3 });
    const { client, sleeps } = connect(fake, { random: () => 0.999, deadlineMs: 800 });
    await rejectionOf(client.upsertContact(contact));
    expect(sleeps).toStrictEqual([499]); // the second backoff (999 ms) would pass the deadline
    expect(fake.requests()).toHaveLength(2);
  });
});

describe('events are never resent once they may have been received', () => {
  it('no retry after the fake processed the event and dropped the connection', async () => {
    const fake = await startFake();
    fake.fault({ match: EVENTS, drop: 'after' });
    const { client, sleeps } = connect(fake);
    const error = await rejectionOf(client.triggerAutomation('jane@example.org', 'welcome_sequence'));
    expect(error).toBeInstanceOf(OmnisendNetworkError);
    expect(fake.events()).toHaveLength(1);
    expect(fake.requests()).toHaveLength(1);
    expect(sleeps).toStrictEqual([]);
  });

  it('no retry after a 502 from a gateway that had already passed the event on', async () => {
    const fake = await startFake();
    fake.fault({ match: EVENTS, preset: 'html502', process: true });
    const { client } = connect(fake);
    const error = (await rejectionOf(
      client.triggerAutomation('jane@example.org', 'welcome_sequence'),
    )) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendServerError);
    expect(error.status).toBe(502);
    expect(fake.events()).toHaveLength(1);
    expect(fake.requests()).toHaveLength(1);
  });

  it('no retry after a timeout', async () => {
    const fake = await startFake();
    fake.fault({ match: EVENTS, delayMs: 300 });
    const { client } = connect(fake, { timeoutMs: 50 });
    await expect(client.triggerAutomation('jane@example.org', 'welcome_sequence')).rejects.toBeInstanceOf(
      OmnisendTimeoutError,
    );
    expect(fake.requests()).toHaveLength(1);
  });

  it('retries a 429 (surely not accepted)', async () => {
    const fake = await startFake();
    fake.fault({ match: EVENTS, status: 429, body: { error: 'to many requests (rate limit)' } });
    const { client } = connect(fake);
    await client.triggerAutomation('jane@example.org', 'welcome_sequence');
    expect(fake.requests().map((request) => request.status)).toStrictEqual([429, 202]);
    expect(fake.events()).toHaveLength(1);
  });

  it('retries a refused connection (nothing was sent)', async () => {
    const fake = await startFake();
    let calls = 0;
    const refusedOnce: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1)
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        });
      return fetch(input, init);
    };
    const { client } = connect(fake, { fetch: refusedOnce });
    await client.triggerAutomation('jane@example.org', 'welcome_sequence');
    expect(calls).toBe(2);
    expect(fake.events()).toHaveLength(1);
  });

  it('retries after a drop only when the caller opts in (and then the event may run twice)', async () => {
    const fake = await startFake();
    fake.fault({ match: EVENTS, drop: 'after' });
    const { client } = connect(fake);
    await client.triggerAutomation('jane@example.org', 'welcome_sequence', { allowUnsafeRetry: true });
    expect(fake.events()).toHaveLength(2);
  });
});

describe('client-side rate limit (per client instance)', () => {
  it('waits for a free slot in the sliding window, on the injected clock', async () => {
    const fake = await startFake();
    const { client, sleeps } = connect(fake, { rateLimit: { limit: 3, windowMs: 10_000 } });
    for (let i = 0; i < 4; i++) await client.upsertContact(contact);
    expect(sleeps).toStrictEqual([10_000]);
    expect(fake.requests()).toHaveLength(4);
  });

  it('fails at once when no slot frees up before the deadline', async () => {
    const fake = await startFake();
    const { client, sleeps } = connect(fake, { rateLimit: { limit: 2, windowMs: 60_000 } });
    await client.upsertContact(contact);
    await client.upsertContact(contact);
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendRateLimitError);
    expect(error.message).toMatch(/^Client-side rate limit/);
    expect(error.attempts).toBe(0);
    expect(sleeps).toStrictEqual([]);
    expect(fake.requests()).toHaveLength(2);
  });

  it('holds calls back once the server reports Remaining 0', async () => {
    const fake = await startFake({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const { client } = connect(fake);
    await client.upsertContact(contact);
    await client.upsertContact(contact); // X-Rate-Limit-Remaining: 0, Reset: 60
    await expect(client.upsertContact(contact)).rejects.toBeInstanceOf(OmnisendRateLimitError);
    expect(fake.requests()).toHaveLength(2); // no 429 was provoked
  });

  it('defaults to 80 % of the brand budget: 320 of 400 requests per minute', async () => {
    const fake = await startFake({ rateLimit: { limit: 1000 } });
    // 320 concurrent loopback requests: on a loaded machine one took longer than the default
    // 10 s per-attempt timeout, which is not what this test is about.
    const { client, sleeps } = connect(fake, { timeoutMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 321 }, () => client.testConnection()));
    // The 321st finds no slot within testConnection's 10 s budget, so it fails without a request.
    expect(results.filter((result) => result.ok)).toHaveLength(320);
    expect(results[320]?.reason).toMatch(/^Client-side rate limit/);
    expect(sleeps).toHaveLength(0);
    expect(fake.requests()).toHaveLength(320);
  }, 90_000);

  it('takes its share of a configured brand budget, or a plain limit, and refuses a share outside (0, 1]', async () => {
    const fake = await startFake();
    const run = async (rateLimit: RateLimitOptions) => {
      fake.reset();
      const { client } = connect(fake, { rateLimit });
      const results = await Promise.all(Array.from({ length: 12 }, () => client.testConnection()));
      return results.filter((result) => result.ok).length;
    };
    expect(await run({ brandLimit: 10, budgetShare: 0.5 })).toBe(5);
    expect(await run({ brandLimit: 10 })).toBe(8);
    expect(await run({ limit: 7, budgetShare: 0.5 })).toBe(7);
    expect(() => connect(fake, { rateLimit: { budgetShare: 1.5 } })).toThrow(RangeError);
    expect(() => connect(fake, { rateLimit: { budgetShare: 0 } })).toThrow(RangeError);
  });
});
