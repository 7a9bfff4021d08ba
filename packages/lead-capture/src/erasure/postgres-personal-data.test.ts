/** One person's data on a real PostgreSQL server: the shared contract, then no row anywhere that names them. */
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LIST_FEATURE, postgresLeadListOn } from '../lead-list/postgres-lead-list.js';
import type { LeadData } from '../lead.js';
import { openPostgresStores, type PostgresStores } from '../postgres/stores.js';
import { newLead } from '../test-support/fixtures.js';
import { describePersonalData } from '../test-support/personal-data-contract.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';

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

const openStores = async () => {
  const schema = `personal_data_test_${(schemas += 1)}`;
  const stores = await openPostgresStores({
    connectionString: cluster.url,
    schema,
    maxConnections: 2,
    features: [LEAD_LIST_FEATURE],
  });
  opened.push(stores);
  return { stores, schema };
};

describePersonalData('PostgreSQL', async () => {
  const { stores } = await openStores();
  const list = postgresLeadListOn(stores.sql, stores.schema);
  return {
    outbox: Object.assign(stores.outbox, list),
    consent: stores.consent,
    personalData: stores.personalData,
    rateLimits: stores.rateLimits,
    insertRaw: async ({ id, kind, payload, createdAt }) => {
      await admin`INSERT INTO ${admin(`${stores.schema}.leads`)} (id, kind, payload, created_at, state, attempts, next_attempt_at)
                  VALUES (${id}, ${kind}, ${payload}, ${createdAt}, 'pending', 0, ${createdAt})`;
    },
    rawText: true,
  };
});

describe('PostgreSQL erasure', () => {
  it('leaves no row in any table of the schema that holds the address or the IP', async () => {
    const { stores, schema } = await openStores();
    const address = 'jane.erased@example.org';
    await stores.outbox.add({
      ...newLead(1_700_000_000_000, {
        kind: 'contact',
        name: 'Jane',
        email: address,
        subject: 'general',
        message: 'Hi',
      } as Partial<LeadData>),
      idempotencyKey: 'k-1',
    });
    await stores.outbox.add(
      newLead(1_700_000_000_001, { kind: 'newsletter', email: 'someone@example.org' } as Partial<LeadData>),
    );
    await stores.consent.savePending({
      id: 's-1',
      data: { kind: 'newsletter', email: address } as LeadData,
      consent: { createdAt: '2026-01-01T00:00:00Z', ip: '198.51.100.77' },
      requestedAt: 1,
      expiresAt: 2,
    });
    await stores.rateLimits.hit('newsletter|198.51.100.77', Date.now(), { limit: 5, windowMs: 60_000 });

    const tables = (
      await admin<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} AND table_type = 'BASE TABLE' ORDER BY table_name`
    ).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['leads', 'idempotency_keys', 'pending_signups', 'rate_limits']));
    /** Rows of every table whose whole text holds `needle`. */
    const holding = async (needle: string) => {
      const found: string[] = [];
      for (const table of tables) {
        const [row] = await admin<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM ${admin(`${schema}.${table}`)} AS t WHERE strpos(t::text, ${needle}) > 0`;
        if (row && row.n > 0) found.push(`${table}: ${row.n}`);
      }
      return found;
    };
    expect(await holding(address)).toEqual(['leads: 1', 'pending_signups: 1']);
    expect(await holding('198.51.100.77')).toEqual(['pending_signups: 1', 'rate_limits: 1']);

    await stores.personalData.erase(address);

    expect(await holding(address)).toEqual([]);
    expect(await holding('198.51.100.77')).toEqual([]);
    expect(await holding('someone@example.org')).toEqual(['leads: 1']);
  }, 30_000);
});
