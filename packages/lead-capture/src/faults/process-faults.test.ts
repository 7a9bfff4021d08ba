/**
 * Fault injection with real processes: a lead server killed at each dangerous moment, two servers
 * on one file, a graceful stop in the middle of a request, a full disk. Every case ends by counting
 * what reached the fake Omnisend against what the API accepted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import {
  crash,
  eventually,
  expectAllDeliveredOnce,
  killLeadChildren,
  postLead,
  startLeadChild,
  upsertsByEmail,
} from '../test-support/lead-processes.js';

let dir: string;
let fake: FakeOmnisend;
let dbPath: string;
const config = (extra: Record<string, unknown> = {}) => ({
  dbPath,
  omnisendUrl: fake.baseUrl,
  apiKey: FAKE_TEST_API_KEY,
  ...extra,
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-faults-'));
  dbPath = join(dir, 'leads.db');
  fake = await createFakeOmnisend();
});
afterEach(async () => {
  killLeadChildren();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const KEY = '0b7e6c1a-5d2f-4e3b-9a8c-7f6e5d4c3b2a';

describe('kill -9, then restart', () => {
  it('after the body is read: nothing was stored, and the visitor’s retry is stored once', async () => {
    const doomed = await startLeadChild(config({ kill: 'after-body' }));
    expect(await postLead(doomed.port, 'body@example.org', KEY)).toEqual({ status: 0 });
    await crash(doomed);

    const server = await startLeadChild(config());
    expect(await postLead(server.port, 'body@example.org', KEY)).toMatchObject({ status: 202 });
    expect(await postLead(server.port, 'other@example.org')).toMatchObject({ status: 202 });
    await expectAllDeliveredOnce(fake, ['body@example.org', 'other@example.org']);
  }, 60_000);

  it('after the commit, before the 202: the lead is delivered, and the visitor’s retry answers its id without a second copy', async () => {
    const doomed = await startLeadChild(config({ kill: 'after-commit' }));
    expect(await postLead(doomed.port, 'commit@example.org', KEY)).toEqual({ status: 0 });
    await crash(doomed);

    const server = await startLeadChild(config());
    await expectAllDeliveredOnce(fake, ['commit@example.org']);
    const retry = await postLead(server.port, 'commit@example.org', KEY);
    expect(retry.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(upsertsByEmail(fake).get('commit@example.org')).toBe(1);
    await crash(server);
    const outbox = createSqliteOutbox({ path: dbPath });
    expect(outbox.rows().map((row) => row.id)).toEqual([retry.id]);
    await outbox.close();
  }, 60_000);

  it('while Omnisend is being called: the lead is sent again after its lease, every lead arrives', async () => {
    fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, delayMs: 3000 });
    const doomed = await startLeadChild(config());
    const emails = ['call0@example.org', 'call1@example.org', 'call2@example.org'];
    for (const email of emails) expect(await postLead(doomed.port, email)).toMatchObject({ status: 202 });
    await eventually(() => expect(doomed.delivering.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await crash(doomed);

    await startLeadChild(config());
    // The call cut off mid-flight may still have reached Omnisend: that lead may arrive twice.
    await expectAllDeliveredOnce(fake, emails, emails);
    expect([...upsertsByEmail(fake).values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(emails.length + 1);
  }, 60_000);

  it('after Omnisend accepted, before the lead was marked: it is sent once more, as the same upsert', async () => {
    const doomed = await startLeadChild(config({ kill: 'after-accepted' }));
    expect(await postLead(doomed.port, 'accepted@example.org')).toMatchObject({ status: 202 });
    await doomed.exited;
    expect(upsertsByEmail(fake).get('accepted@example.org')).toBe(1);

    const server = await startLeadChild(config());
    expect(await postLead(server.port, 'later@example.org')).toMatchObject({ status: 202 });
    await eventually(() => expect(upsertsByEmail(fake).get('accepted@example.org')).toBe(2));
    await expectAllDeliveredOnce(fake, ['accepted@example.org', 'later@example.org'], ['accepted@example.org']);
    expect(fake.contacts().filter((contact) => contact.email === 'accepted@example.org')).toHaveLength(1);
  }, 60_000);
});

describe('more than one process', () => {
  it('two servers on one database file share the queue: every lead sent to either arrives exactly once', async () => {
    const [a, b] = await Promise.all([
      startLeadChild(config({ leaseMs: 30_000 })),
      startLeadChild(config({ leaseMs: 30_000 })),
    ]);
    const emails = Array.from({ length: 120 }, (_, i) => `pair${i}@example.org`);
    const answers = await Promise.all(emails.map((email, i) => postLead((i % 2 ? a : b)!.port, email)));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await expectAllDeliveredOnce(fake, emails);
    expect(a!.delivering.length).toBeGreaterThan(0);
    expect(b!.delivering.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('on SIGTERM, finishes the request in flight, refuses new ones, and exits 0', async () => {
    fake.setLatency(1500);
    const server = await startLeadChild(config());
    expect(await postLead(server.port, 'first@example.org')).toMatchObject({ status: 202 });
    await eventually(() => expect(server.delivering.length).toBe(1));

    // A lead whose body is still arriving when the signal comes.
    const body = JSON.stringify({ kind: 'newsletter', email: 'inflight@example.org', homepage: '' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          port: server.port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/leads',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });
    expect((await answer).status).toBe(202);
    expect(await server.exited).toBe(0);
    expect(await postLead(server.port, 'late@example.org')).toEqual({ status: 0 });

    // Whatever the stop left undelivered, the next process sends.
    await startLeadChild(config());
    await expectAllDeliveredOnce(fake, ['first@example.org', 'inflight@example.org']);
  }, 60_000);
});

describe('a full disk', () => {
  it('answers a clear 503 once nothing more can be written, half-writes nothing, and loses no accepted lead', async () => {
    // Each commit appends its changed pages (table and index pages, 4 KB each) to the write-ahead
    // log until a checkpoint, so this limit holds a few dozen leads.
    const full = await startLeadChild(config({ omnisendUrl: 'http://127.0.0.1:9/v3' }), { fileSizeLimitKb: 1024 });
    const accepted: string[] = [];
    const refused: string[] = [];
    for (let i = 0; i < 2000 && refused.length < 5; i += 1) {
      const email = `disk${i}@example.org`;
      const answer = await postLead(full.port, email);
      expect([202, 503]).toContain(answer.status);
      (answer.status === 202 ? accepted : refused).push(email);
    }
    expect(refused.length).toBe(5);
    expect(accepted.length).toBeGreaterThan(10);
    await crash(full);

    const outbox = createSqliteOutbox({ path: dbPath });
    const stored = outbox.rows().map((row) => row.data.email);
    await outbox.close();
    expect(stored.sort()).toEqual([...accepted].sort());

    await startLeadChild(config());
    await expectAllDeliveredOnce(fake, accepted);
  }, 120_000);
});
