import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOutboxConformance } from '../conformance/outbox-conformance.js';
import { fakeClock, newLead } from '../test-support/fixtures.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';
import { createPostgresOutbox, POSTGRES_OUTBOX_SCHEMA_VERSION, type PostgresOutbox } from './postgres-outbox.js';

// One real server for this file; every test gets a schema of its own, dropped afterwards.
let cluster: PostgresCluster;
let admin: Sql;
let schemas = 0;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
}, 60_000);
afterAll(async () => {
  await admin?.end({ timeout: 1 });
  cluster?.stop();
});

const freshSchema = () => `outbox_test_${(schemas += 1)}`;
const dropSchema = async (schema: string): Promise<void> => {
  await admin`DROP SCHEMA IF EXISTS ${admin(schema)} CASCADE`;
};

describeOutboxConformance('the PostgreSQL outbox', async () => {
  const schema = freshSchema();
  return {
    outbox: await createPostgresOutbox({ connectionString: cluster.url, schema }),
    cleanup: () => dropSchema(schema),
  };
});

describe('the PostgreSQL outbox', () => {
  it('sets a row it cannot read aside as dead with the reason inside the claim, and the queue goes on', async () => {
    const schema = freshSchema();
    const outbox = await createPostgresOutbox({ connectionString: cluster.url, schema });
    const clock = fakeClock();
    const [before, after] = [newLead(clock.now()), newLead(clock.now() + 2)];
    await outbox.add(before!);
    await outbox.add(after!);
    for (const [id, payload] of [
      ['poison', '{"kind":'],
      ['not-a-lead', '[1,2]'],
    ]) {
      await admin`INSERT INTO ${admin(`${schema}.leads`)} (id, kind, payload, created_at, state, attempts, next_attempt_at)
                  VALUES (${id!}, 'contact', ${payload!}, ${clock.now() + 1}, 'pending', 0, ${clock.now() + 1})`;
    }

    const claimed = await outbox.claimDue({ now: clock.now() + 10, leaseMs: 60_000, limit: 10 });
    expect(claimed.map((lead) => lead.id)).toEqual([before!.id, after!.id]);
    const dead = await outbox.listDead();
    expect(dead.map((lead) => [lead.id, lead.attempts, lead.reason.startsWith('Unreadable lead record:')])).toEqual([
      ['poison', 0, true],
      ['not-a-lead', 0, true],
    ]);
    expect(await outbox.counts()).toEqual({ pending: 0, delivering: 2, delivered: 0, dead: 2 });
    await outbox.close();
    await dropSchema(schema);
  });

  it('hands each lead to exactly one of several instances claiming at the same moment', async () => {
    const schema = freshSchema();
    const instances = await Promise.all(
      [1, 2, 3].map(() => createPostgresOutbox({ connectionString: cluster.url, schema })),
    );
    const clock = fakeClock();
    const ids = new Set<string>();
    for (let index = 0; index < 120; index += 1) {
      const item = newLead(clock.now() + index);
      ids.add(item.id);
      await instances[index % 3]!.add(item);
    }
    const claimedBy = instances.map(() => [] as string[]);
    // Each instance claims small batches in a loop, all at once, until nothing is due.
    await Promise.all(
      instances.map(async (outbox, which) => {
        for (;;) {
          const batch = await outbox.claimDue({ now: clock.now() + 1000, leaseMs: 60_000, limit: 7 });
          if (batch.length === 0) return;
          claimedBy[which]!.push(...batch.map((lead) => lead.id));
        }
      }),
    );
    const all = claimedBy.flat();
    expect(all).toHaveLength(ids.size);
    expect(new Set(all)).toEqual(ids);
    expect(await instances[0]!.counts()).toEqual({ pending: 0, delivering: 120, delivered: 0, dead: 0 });
    await Promise.all(instances.map((outbox) => outbox.close()));
    await dropSchema(schema);
  });

  it('stores one lead when the same idempotency key arrives at several instances at once', async () => {
    const schema = freshSchema();
    const instances = await Promise.all(
      [1, 2, 3, 4].map(() => createPostgresOutbox({ connectionString: cluster.url, schema })),
    );
    const clock = fakeClock();
    const submissions = instances.map(() => ({ ...newLead(clock.now()), idempotencyKey: 'same-key' }));
    const results = await Promise.all(
      instances.map((outbox, index) => outbox.add(submissions[index]!, { idempotencySince: clock.now() - 1000 })),
    );
    const stored = results.filter((result) => !result.replayed);
    expect(stored).toHaveLength(1);
    expect(new Set(results.map((result) => result.id))).toEqual(new Set([stored[0]!.id]));
    expect(await instances[0]!.counts()).toEqual({ pending: 1, delivering: 0, delivered: 0, dead: 0 });
    await Promise.all(instances.map((outbox) => outbox.close()));
    await dropSchema(schema);
  });

  it('migrates a fresh schema once when several instances start at the same moment', async () => {
    const schema = freshSchema();
    const instances = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createPostgresOutbox({ connectionString: cluster.url, schema })),
    );
    const versions = await admin<
      { feature: string; version: number }[]
    >`SELECT feature, version FROM ${admin(`${schema}.lead_capture_schema`)}`;
    expect(versions).toEqual([{ feature: 'outbox', version: POSTGRES_OUTBOX_SCHEMA_VERSION }]);
    const item = newLead(fakeClock().now());
    await instances[4]!.add(item);
    expect((await instances[0]!.rows()).map((row) => row.id)).toEqual([item.id]);
    await Promise.all(instances.map((outbox) => outbox.close()));
    await dropSchema(schema);
  });

  it('refuses a schema written by a newer version, and leaves its data alone', async () => {
    const schema = freshSchema();
    const first: PostgresOutbox = await createPostgresOutbox({ connectionString: cluster.url, schema });
    const item = newLead(fakeClock().now());
    await first.add(item);
    await first.close();
    await admin`UPDATE ${admin(`${schema}.lead_capture_schema`)} SET version = ${POSTGRES_OUTBOX_SCHEMA_VERSION + 1} WHERE feature = 'outbox'`;

    await expect(createPostgresOutbox({ connectionString: cluster.url, schema })).rejects.toThrow(
      /newer than this code supports/,
    );
    const [row] = await admin<{ n: string }[]>`SELECT COUNT(*) AS n FROM ${admin(`${schema}.leads`)}`;
    expect(row?.n).toBe('1');
    await dropSchema(schema);
  });

  it('claims from a long backlog by walking an index of the waiting leads, never sorting the backlog', async () => {
    const schema = freshSchema();
    const outbox = await createPostgresOutbox({ connectionString: cluster.url, schema });
    const leads = admin(`${schema}.leads`);
    // 20,000 leads, most waiting (a long outage), due times scrambled.
    await admin`INSERT INTO ${leads} (id, kind, payload, created_at, state, attempts, next_attempt_at)
                SELECT 'lead-' || i, 'newsletter', '{"kind":"newsletter","email":"a@example.org"}', 1000 + i,
                       (ARRAY['pending','pending','pending','delivering','delivered','dead'])[1 + i % 6], 0, 1000 + (i * 7919) % 20000
                FROM generate_series(0, 19999) AS i`;
    await admin`ANALYZE ${leads}`;
    const plan = async (query: string) =>
      (await admin.unsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${query}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    const table = `"${schema}".leads`;
    // The claim's own SELECT (postgres-outbox.ts), the next due time and the backlog check.
    const claim =
      await plan(`SELECT id FROM ${table} WHERE state IN ('pending', 'delivering') AND next_attempt_at <= 30000
                               ORDER BY next_attempt_at, created_at, seq LIMIT 4 FOR UPDATE SKIP LOCKED`);
    expect(claim).toContain('leads_due_order');
    expect(claim).not.toMatch(/Sort/);
    expect(await plan(`SELECT MIN(next_attempt_at) FROM ${table} WHERE state IN ('pending', 'delivering')`)).toContain(
      'leads_due_order',
    );
    expect(await plan(`SELECT MIN(created_at) FROM ${table} WHERE state IN ('pending', 'delivering')`)).toContain(
      'leads_waiting_since',
    );

    const expected = await admin<{ id: string }[]>`
      SELECT id FROM ${leads} WHERE state IN ('pending', 'delivering') AND next_attempt_at <= 5000
      ORDER BY next_attempt_at, created_at, seq LIMIT 3`;
    const claimed = await outbox.claimDue({ now: 5_000, leaseMs: 60_000, limit: 3 });
    expect(claimed.map((lead) => lead.id)).toEqual(expected.map((row) => row.id));
    expect(claimed.every((lead) => lead.attempts === 1)).toBe(true);
    await outbox.close();
    await dropSchema(schema);
  });

  it('rejects an unusable schema name and an unreachable server instead of starting', async () => {
    await expect(
      createPostgresOutbox({ connectionString: cluster.url, schema: 'leads; DROP TABLE x' }),
    ).rejects.toThrow(/schema name/);
    const unreachable = new URL(cluster.url);
    unreachable.port = '1';
    await expect(createPostgresOutbox({ connectionString: unreachable.href })).rejects.toThrow(/ECONNREFUSED/);
  });
});
