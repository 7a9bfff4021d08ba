/**
 * Fault injection where time must pass: outages of hours and days, a rotated key, rate-limit
 * storms, a slow or flaky Omnisend, a broken row. The worker runs on a fake clock against a real
 * SQLite file and the fake Omnisend over HTTP; each case ends by counting what arrived.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadCapture, type LeadCapture } from '../lead-capture.js';
import { fakeClock, recordingLogger } from '../test-support/fixtures.js';
import { expectAllDeliveredOnce, upsertsByEmail } from '../test-support/lead-processes.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let dir: string;
let fake: FakeOmnisend;
let capture: LeadCapture | null = null;
let clock: ReturnType<typeof fakeClock>;
let logger: ReturnType<typeof recordingLogger>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-time-faults-'));
  // Simulated days pass in real seconds: the fake's and the client's per-minute budgets would
  // only add real waiting here (rate limits have a case of their own below).
  fake = await createFakeOmnisend({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  clock = fakeClock();
  logger = recordingLogger();
  capture = createLeadCapture({
    botDefence: false,
    doubleOptIn: false,
    dbPath: join(dir, 'leads.db'),
    now: clock.now,
    logger,
    autoStart: false,
    rateLimit: false,
    omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, retry: false, rateLimit: false, timeoutMs: 15_000 },
  });
});
afterEach(async () => {
  await capture?.close();
  capture = null;
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

async function accept(count: number, prefix: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}${i}@example.org`;
    const response = await capture!.handler(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'newsletter', email, homepage: '' }),
      }),
      { remoteAddress: '203.0.113.7' },
    );
    expect(response.status).toBe(202);
    emails.push(email);
  }
  return emails;
}

/** Lets simulated time pass in steps, draining the outbox at each. */
async function pass(ms: number, stepMs: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await capture!.worker.drain();
    clock.advance(stepMs);
  }
  await capture!.worker.drain();
}

// Every call on contacts: the client reads a contact's tags before it writes (so it never drops
// one), and during an outage the read is the call that fails.
const contactCalls = () => fake.requests().filter((r) => r.path.endsWith('/contacts')).length;

describe('time passes', () => {
  it('Omnisend down for 72 hours, then back: every lead arrives, none dead', async () => {
    fake.fault({ match: { path: '/v3/contacts' }, status: 503, times: 1_000_000 });
    const emails = await accept(10, 'outage');
    await pass(72 * HOUR, 10 * MINUTE);
    expect((await capture!.outbox.counts()).dead).toBe(0);
    // Retries back off to one every 30–60 minutes per lead: at most ~150 calls each, not one per step.
    expect(contactCalls()).toBeLessThanOrEqual(10 * (72 * 2 + 10));

    fake.clearFaults();
    await pass(HOUR, 10 * MINUTE);
    await expectAllDeliveredOnce(fake, emails);
    expect(await capture!.outbox.counts()).toMatchObject({ pending: 0, delivering: 0, dead: 0, delivered: 10 });
  }, 60_000);

  it.each([
    [401, 'a rotated key'],
    [403, 'a missing permission or a temporary block'],
  ])(
    '%i for two hours (%s), then the key works again: delivery pauses, probes, resumes by itself',
    async (status) => {
      fake.fault({ match: { path: '/v3/contacts' }, status, times: 1_000_000 });
      const emails = await accept(10, `auth${status}-`);
      await pass(2 * HOUR, 10_000);
      expect(capture!.worker.status()).toMatchObject({
        state: 'paused',
        pause: { reason: expect.stringContaining(String(status)) },
      });
      expect((await capture!.outbox.counts()).pending).toBe(10);
      // One probe at a time, backing off to every 5 minutes: a few dozen calls, not 10 leads × 720 steps.
      expect(contactCalls()).toBeLessThan(60);
      const pauses = logger.error.mock.calls.filter(([message]) =>
        String(message).startsWith('Lead delivery is paused'),
      );
      expect(pauses).toHaveLength(1);

      fake.clearFaults();
      await pass(6 * MINUTE, 10_000);
      await expectAllDeliveredOnce(fake, emails);
      expect(capture!.worker.status().state).toBe('running');
      expect((await capture!.outbox.counts()).dead).toBe(0);
    },
    60_000,
  );

  it('a 429 storm never kills a lead: throttled attempts are refunded and every lead arrives once', async () => {
    fake.fault({ match: { path: '/v3/contacts' }, status: 429, headers: { 'Retry-After': '30' }, times: 300 });
    const emails = await accept(15, 'storm');
    await pass(3 * HOUR, 30_000);
    await expectAllDeliveredOnce(fake, emails);
    expect((await capture!.outbox.counts()).dead).toBe(0);
  }, 60_000);

  it('dropped connections, before and after Omnisend processed the call: every lead arrives, the latter at most twice', async () => {
    fake.fault([
      { match: { path: '/v3/contacts' }, drop: 'before', times: 3 },
      { match: { path: '/v3/contacts' }, drop: 'after', times: 3 },
    ]);
    const emails = await accept(8, 'dropped');
    await pass(2 * HOUR, MINUTE);
    await expectAllDeliveredOnce(fake, emails, emails);
    const repeated = [...upsertsByEmail(fake).values()].filter((n) => n === 2).length;
    expect(repeated).toBeLessThanOrEqual(3);
  }, 60_000);

  it('a broken row is set aside with its reason; the queue behind it goes on', async () => {
    const emails = await accept(3, 'queue');
    const raw = new Database(join(dir, 'leads.db'));
    raw
      .prepare(
        `INSERT INTO leads (id, kind, payload, created_at, state, attempts, next_attempt_at) VALUES ('broken', 'contact', '{oops', 0, 'pending', 0, 0)`,
      )
      .run();
    raw.close();
    await pass(MINUTE, MINUTE);
    await expectAllDeliveredOnce(fake, emails);
    expect(await capture!.outbox.listDead()).toEqual([
      expect.objectContaining({ id: 'broken', reason: expect.stringContaining('Unreadable lead record') }),
    ]);
  }, 60_000);
});

describe('a slow Omnisend', () => {
  it('answering after 10 s delays delivery, not acceptance: leads keep being accepted meanwhile', async () => {
    capture!.worker.start();
    fake.setLatency(10_000);
    const first = await accept(1, 'slow');
    // The worker is now waiting on Omnisend; the API still accepts (and stores) every lead.
    const more = await accept(5, 'meanwhile');
    expect(fake.contacts()).toEqual([]);
    expect((await capture!.outbox.counts()).pending).toBe(5);
    fake.setLatency(0);
    await expectAllDeliveredOnce(fake, [...first, ...more]);
  }, 60_000);
});
