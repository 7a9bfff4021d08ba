/**
 * The PostgreSQL stores together on one real server: rate limits shared by instances, one
 * migration run for every feature, and idle workers woken by notifications instead of polling.
 */
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryWorker, type DeliveryWorker } from '../delivery-worker.js';
import type { LeadData } from '../lead.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import type { Outbox } from '../outbox.js';
import { eventually } from '../test-support/lead-processes.js';
import { newLead, recordingLogger } from '../test-support/fixtures.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';
import { describeRateLimitStore } from '../test-support/rate-limit-store-contract.js';
import { describeUsedNonceStore } from '../test-support/used-nonce-store-contract.js';
import { formProof, TEST_SECRETS } from '../test-support/form-proof.js';
import { createLeadCapture } from '../lead-capture.js';
import { POSTGRES_OUTBOX_SCHEMA_VERSION } from './migrations.js';
import { openPostgresStores, type PostgresStores } from './stores.js';

let cluster: PostgresCluster;
let admin: Sql;
let schemas = 0;
const opened: PostgresStores[] = [];
beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((stores) => stores.close()));
  await admin?.end({ timeout: 1 });
  cluster?.stop();
});

const freshSchema = () => `stores_test_${(schemas += 1)}`;
/** Opens `count` instances' stores on one schema, as `count` server processes would. */
const instances = async (count: number, schema = freshSchema()) => {
  const all = await Promise.all(
    Array.from({ length: count }, () =>
      openPostgresStores({ connectionString: cluster.url, schema, maxConnections: 4 }),
    ),
  );
  opened.push(...all);
  return all;
};

describeRateLimitStore('the PostgreSQL rate-limit store', async () => (await instances(1))[0]!.rateLimits);

describe('PostgreSQL rate limits', () => {
  it('hold across instances: of 30 simultaneous hits on one key at three instances, exactly the limit pass', async () => {
    const three = await instances(3);
    const rule = { limit: 5, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        three[i % 3]!.rateLimits.hit('contact|198.51.100.4', 1_700_000_000_000 + i, rule),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await three[1]!.rateLimits.hit('contact|198.51.100.5', 1_700_000_000_100, rule)).toEqual({ allowed: true });
  }, 30_000);

  it('delete a key (a client address) once its window is over', async () => {
    const schema = freshSchema();
    const [stores] = await instances(1, schema);
    const rule = { limit: 5, windowMs: 60_000 };
    await stores!.rateLimits.hit('contact|198.51.100.9', 1_700_000_000_000, rule);
    const keys = () => admin<{ key: string }[]>`SELECT key FROM ${admin(`${schema}.rate_limits`)} ORDER BY key`;
    expect((await keys()).map((row) => row.key)).toEqual(['contact|198.51.100.9']);
    await stores!.rateLimits.hit('contact|198.51.100.10', 1_700_000_000_000 + 2 * rule.windowMs, rule);
    await eventually(async () => expect((await keys()).map((row) => row.key)).toEqual(['contact|198.51.100.10']));
  }, 30_000);
});

describeUsedNonceStore('the PostgreSQL used-token store', async () => (await instances(1))[0]!.usedNonces);

describe('used form tokens on PostgreSQL', () => {
  it('refuses at one instance a form token already used at another, and takes it back when the lead was not stored', async () => {
    const [first, second] = await instances(2);
    let clock = Date.now();
    const api = (stores: PostgresStores) =>
      createLeadCapture({
        stores,
        signingSecrets: TEST_SECRETS,
        doubleOptIn: false,
        autoStart: false,
        rateLimit: false,
        powKeyPrefix: '0',
        now: () => clock,
        logger: recordingLogger(),
      }).handler;
    const [a, b] = [api(first!), api(second!)];
    const post = (handler: typeof a, body: object) =>
      handler(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const proof = await formProof(a, 'newsletter');
    clock += 10_000;
    // Refused by validation at B: nothing stored, so the token is given back to the visitor.
    expect((await post(b, { kind: 'newsletter', email: 'not-an-address', ...proof })).status).toBe(400);
    expect((await post(b, { kind: 'newsletter', email: 'reader@example.org', ...proof })).status).toBe(202);
    const replay = await post(a, { kind: 'newsletter', email: 'reader@example.org', ...proof });
    expect([replay.status, ((await replay.json()) as { code?: string }).code]).toEqual([400, 'form-token-used']);
    // Two copies racing at both instances: exactly one is stored.
    const fresh = await formProof(b, 'newsletter');
    clock += 10_000;
    const raced = await Promise.all(
      [a, b, a, b].map((handler) => post(handler, { kind: 'newsletter', email: 'racer@example.org', ...fresh })),
    );
    expect(raced.map((response) => response.status).sort()).toEqual([202, 400, 400, 400]);
  }, 30_000);
});

describe('openPostgresStores', () => {
  it('migrates every feature once when several instances start at the same moment', async () => {
    const schema = freshSchema();
    await instances(4, schema);
    const versions = await admin<
      { feature: string; version: number }[]
    >`SELECT feature, version FROM ${admin(`${schema}.lead_capture_schema`)} ORDER BY feature`;
    expect(versions).toEqual([
      { feature: 'consent', version: 1 },
      { feature: 'outbox', version: POSTGRES_OUTBOX_SCHEMA_VERSION },
      { feature: 'rate_limits', version: 1 },
      { feature: 'used_nonces', version: 1 },
    ]);
  }, 30_000);
});

/** Wraps an outbox so every call (each one at least one query) is counted. */
function counting<T extends Outbox>(outbox: T) {
  const calls: string[] = [];
  const wrapped = new Proxy(outbox, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'watch' || name === 'close') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { outbox: wrapped, calls };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an idle worker on PostgreSQL', () => {
  const workers: DeliveryWorker[] = [];
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });
  /** A worker that would poll every 20 ms if it polled, and falls back to a poll only after an hour. */
  const startWorker = (outbox: Outbox, delivered: string[]) => {
    const worker = createDeliveryWorker({
      outbox,
      deliverer: { deliver: async (lead) => void delivered.push(lead.id) },
      pollMs: 20,
      idlePollMs: 3_600_000,
      leaseMs: 500,
      logger: recordingLogger(),
    });
    workers.push(worker);
    worker.start();
    return worker;
  };

  it('issues no queries while nothing is due, and picks up a lead another instance adds from its notification', async () => {
    const [here, there] = await instances(2);
    const { outbox, calls } = counting(here!.outbox);
    const delivered: string[] = [];
    startWorker(outbox, delivered);
    // Listening: the worker has asked when the next lead is due, which it does only when notified of changes.
    await eventually(() => expect(calls).toContain('nextDueAt'));
    await pause(200);
    const idleCalls = calls.length;
    await pause(1000);
    // Polling every 20 ms would have made about 50 calls by now.
    expect(calls.length).toBe(idleCalls);

    const lead = newLead(Date.now());
    await there!.outbox.add(lead);
    await eventually(() => expect(delivered).toEqual([lead.id]));
    expect(calls.slice(idleCalls)).toContain('claimDue');
  }, 30_000);

  it('without notifications, the same worker polls (the count above can move)', async () => {
    const { outbox, calls } = counting(createMemoryOutbox());
    startWorker(outbox, []);
    await pause(300);
    const before = calls.length;
    await pause(300);
    expect(calls.length).toBeGreaterThan(before + 3);
  }, 30_000);

  it('sleeps until a lease held by a crashed instance runs out, then delivers that lead', async () => {
    const [here, crashed] = await instances(2);
    const lead = newLead(Date.now());
    await crashed!.outbox.add(lead);
    // The other instance claims with a short lease and dies without marking it.
    expect(
      (await crashed!.outbox.claimDue({ now: Date.now(), leaseMs: 1500, limit: 1 })).map((item) => item.id),
    ).toEqual([lead.id]);
    const delivered: string[] = [];
    startWorker(here!.outbox, delivered);
    await eventually(() => expect(delivered).toEqual([lead.id]));
  }, 30_000);
});

describe('the PostgreSQL consent store', () => {
  const T0 = 1_700_000_000_000;
  const signup = (id: string, expiresAt = T0 + 1000) => ({
    id,
    data: { kind: 'newsletter', email: 'jane@example.org' } as LeadData,
    consent: {
      createdAt: new Date(T0).toISOString(),
      form: 'newsletter' as const,
      text: 'Yes, please.',
      version: 'v1',
      doubleOptIn: 'pending' as const,
    },
    requestedAt: T0,
    expiresAt,
  });

  it('confirms a signup mailed by one instance exactly once, whichever instances the clicks reach', async () => {
    const three = await instances(3);
    await three[0]!.consent.savePending(signup('a'));
    await three[1]!.consent.savePending({ ...signup('a'), expiresAt: T0 + 9999 });
    expect(await three[2]!.consent.get('a')).toEqual({ ...signup('a'), confirmedAt: null });
    const clicks = await Promise.all(three.map((stores, i) => stores.consent.markConfirmed('a', T0 + 10 + i)));
    expect(clicks.filter(Boolean)).toHaveLength(1);
    expect((await three[0]!.consent.get('a'))?.confirmedAt).toBe(T0 + 10 + clicks.indexOf(true));
    expect(await three[0]!.consent.get('unknown')).toBeNull();
  }, 30_000);

  it('purges signups never confirmed whose link expired, and keeps the confirmed ones as proof', async () => {
    const [stores] = await instances(1);
    await stores!.consent.savePending(signup('old'));
    await stores!.consent.savePending(signup('confirmed'));
    await stores!.consent.markConfirmed('confirmed', T0 + 10);
    await stores!.consent.savePending(signup('new', T0 + 5000));
    expect(await stores!.consent.purgeExpired(T0 + 2000)).toBe(1);
    expect(await stores!.consent.get('old')).toBeNull();
    expect((await stores!.consent.get('confirmed'))?.confirmedAt).toBe(T0 + 10);
    expect(await stores!.consent.get('new')).not.toBeNull();
  }, 30_000);
});
