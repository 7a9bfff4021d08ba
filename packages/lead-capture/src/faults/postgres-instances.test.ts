/**
 * Several server processes on one PostgreSQL, as behind a load balancer: the real wiring in each
 * (`openPostgresStores`, handler, worker, Omnisend client, graceful shutdown), a flapping Omnisend,
 * one process killed with SIGKILL mid-run and another restarted as a rolling deploy does. Every
 * case ends by counting at the fake Omnisend what the API accepted.
 */
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  crash,
  eventually,
  killLeadChildren,
  startLeadChild,
  upsertsByEmail,
  type LeadChild,
} from '../test-support/lead-processes.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';

let cluster: PostgresCluster;
let fake: FakeOmnisend;
let schemas = 0;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());
beforeEach(async () => {
  // Omnisend's real budget (400 requests a minute) would make this load a minutes-long test; the
  // flapping below brings its own 429s.
  fake = await createFakeOmnisend({ rateLimit: { limit: 1_000_000 } });
});
afterEach(async () => {
  killLeadChildren();
  await fake.close();
});

const RATE_LIMIT = { limit: 5, windowMs: 60_000 };
/**
 * One deployment: every process on the same schema, 5 submissions a minute per client. The lease
 * (30 s) outlasts the Omnisend client's timeout (20 s) by far, so on a slow machine a lead is taken
 * over only from the process that was killed, never from one still waiting for its answer, and a
 * call is not given up while Omnisend may still process it.
 */
const deployment = () => {
  const schema = `instances_${(schemas += 1)}`;
  return () =>
    startLeadChild({
      databaseUrl: cluster.url,
      schema,
      omnisendUrl: fake.baseUrl,
      apiKey: FAKE_TEST_API_KEY,
      leaseMs: 30_000,
      omnisendTimeoutMs: 20_000,
      concurrency: 8,
      rateLimit: RATE_LIMIT,
      unbudgeted: true,
    });
};

/**
 * Posts a newsletter lead as client `ip` (the proxy's X-Forwarded-For); status 0: no answer. With
 * `idempotencyKey`, as the site's forms send one, a retry after a lost answer is the same lead.
 */
async function postAs(
  port: number,
  email: string,
  ip: string,
  idempotencyKey?: string,
): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify({ kind: 'newsletter', email, homepage: '', startedAt: Date.now() - 60_000 }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: response.status, ...(body.id ? { id: body.id } : {}) };
  } catch {
    return { status: 0 };
  }
}
const post = async (port: number, email: string, ip: string) => (await postAs(port, email, ip)).status;

/** A client address per lead, so the rate limit never refuses the load itself. */
const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Emails whose upsert Omnisend processed without our worker hearing the answer (the fake cut the
 * connection after the work): the documented at-least-once window, where a repeat is allowed.
 */
const processedUnanswered = (omnisend: FakeOmnisend) =>
  omnisend
    .requests()
    .filter((request) => request.fault === 'drop:after')
    .map((request) => (request.body as { identifiers?: Array<{ id?: string }> }).identifiers?.[0]?.id ?? '');

describe('three server processes on one PostgreSQL', () => {
  it('deliver 1,200 leads through a flapping Omnisend, a SIGKILL and a restart: none lost, repeats only where an answer was lost', async () => {
    const start = deployment();
    const servers: LeadChild[] = await Promise.all([start(), start(), start()]);
    // 1,200 leads keep Omnisend flapping through every kind of fault several times over (each
    // round is two seconds) with the kill and the restart in the middle of the load; 3,000 took
    // two and a half minutes of a 2-core CI run and checked nothing more.
    const all = Array.from({ length: 1200 }, (_, i) => `load${i}@example.org`);
    const accepted: string[] = [];
    const emailOf = new Map<string, string>();
    let killed: LeadChild | undefined;

    // Omnisend flaps while the load runs: healthy for 1.5 s, then half a second of 503s, gateway
    // 502s, refused connections, throttling, or (a few times) work done but the answer lost.
    const omnisend = fake;
    let flapping = true;
    const flap = (async () => {
      const faults = [
        { status: 503 },
        { preset: 'html502' as const },
        { drop: 'before' as const },
        { status: 429, headers: { 'Retry-After': '1' } },
        { drop: 'after' as const, times: 5 },
      ];
      for (let round = 0; flapping; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        omnisend.fault({
          match: { method: 'POST', path: '/v3/contacts' },
          times: 1_000_000,
          ...faults[round % faults.length]!,
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        omnisend.clearFaults();
      }
    })();

    // A load balancer's view: round-robin over the processes in rotation, a refused connection retried on the next.
    const outOfRotation = new Set<LeadChild>();
    let next = 0;
    const send = async (email: string, index: number) => {
      const statuses: number[] = [];
      for (let tries = 0; tries < 6; tries += 1) {
        const live = servers.filter(
          (server) => !outOfRotation.has(server) && server.child.exitCode === null && server.child.signalCode === null,
        );
        const server = live[(next += 1) % live.length]!;
        // The form's key: a post whose answer the killed process never sent is retried as the same lead.
        const { status, id } = await postAs(server.port, email, clientIp(index), `load-${index}`);
        if (status === 202) {
          emailOf.set(id!, email);
          return accepted.push(email);
        }
        statuses.push(status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no process accepted lead ${index}: ${statuses.join(', ')}`);
    };
    let cursor = 0;
    const poster = async () => {
      while (cursor < all.length) {
        const index = cursor;
        cursor += 1;
        if (index === 400) {
          // kill -9 one process while it has deliveries in flight.
          killed = servers[0]!;
          await crash(killed);
        }
        if (index === 800) {
          // A rolling deploy: out of rotation, SIGTERM (it finishes or releases its work), then its replacement.
          const leaving = servers[1]!;
          outOfRotation.add(leaving);
          leaving.child.kill('SIGTERM');
          expect(await leaving.exited).toBe(0);
          servers[1] = await start();
        }
        await send(all[index]!, index);
      }
    };
    try {
      await Promise.all(Array.from({ length: 16 }, poster));
    } finally {
      flapping = false;
      await flap;
    }

    expect(accepted).toHaveLength(all.length);
    await eventually(() => {
      const stored = new Set(fake.contacts().map((contact) => contact.email));
      expect(accepted.filter((email) => !stored.has(email))).toEqual([]);
    }, 180_000);
    const upserts = upsertsByEmail(fake);
    // Each lead reached Omnisend once, plus once more for every answer that was lost: a request
    // Omnisend processed but never answered, and a delivery the killed process started but had not
    // recorded in the outbox when it died (another process takes the lead over once its lease ends).
    const open = new Map<string, number>();
    for (const id of killed!.delivering) open.set(id, (open.get(id) ?? 0) + 1);
    for (const id of killed!.recorded) open.set(id, (open.get(id) ?? 0) - 1);
    const inFlightAtKill = [...open].filter(([, count]) => count > 0).map(([id]) => id);
    // The window is the deliveries in flight, not the whole history: a handful, never hundreds.
    expect(inFlightAtKill.length).toBeLessThanOrEqual(16);
    const lostAnswers = new Map<string, number>();
    for (const email of [...processedUnanswered(fake), ...inFlightAtKill.map((id) => emailOf.get(id) ?? '')]) {
      lostAnswers.set(email, (lostAnswers.get(email) ?? 0) + 1);
    }
    // A newsletter lead is two writes, the contact and then its welcome event: when Omnisend
    // fails or drops the event, the whole lead is retried and its contact write repeats (the
    // same upsert, harmless). Each such failure allows one more.
    for (const request of fake.requests()) {
      if (
        request.method !== 'POST' ||
        !request.path.endsWith('/events') ||
        (request.status !== null && request.status < 300)
      )
        continue;
      const email = (request.body as { contact?: { email?: string } }).contact?.email ?? '';
      lostAnswers.set(email, (lostAnswers.get(email) ?? 0) + 1);
    }
    const beyondTheWindow = [...upserts].filter(([email, count]) => count > 1 + (lostAnswers.get(email) ?? 0));
    expect(beyondTheWindow).toEqual([]);
    // Every live process took part in the delivery.
    for (const server of servers.slice(1)) expect(server.delivering.length).toBeGreaterThan(0);
    // About a minute on a quiet 2-core machine; the room is for a loaded CI runner.
  }, 360_000);

  it('hold one rate limit across the processes: a client gets 5 submissions a minute in all, not 5 at each', async () => {
    const start = deployment();
    const servers = await Promise.all([start(), start(), start()]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(await post(servers[i % 3]!.port, `limited${i}@example.org`, '198.51.100.23'));
    expect(statuses.filter((status) => status === 202)).toHaveLength(RATE_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - RATE_LIMIT.limit);
    // Another client is not affected.
    expect(await post(servers[2]!.port, 'other@example.org', '198.51.100.24')).toBe(202);
    await eventually(() => expect(fake.contacts()).toHaveLength(RATE_LIMIT.limit + 1));
  }, 60_000);
});
