/**
 * The PostgreSQL telemetry store on a real server (a throwaway cluster): the shared suite every
 * store passes, and what several instances on one database must agree on.
 */
import { openPostgresStores, type PostgresStores } from '@rooted/lead-capture/postgres';
import { describe, expect, it } from 'vitest';
import { clusterForTests } from '../../database/src/test-support/cluster-for-tests';
import { openPostgresTelemetryStore, postgresTelemetryStoreOn, TELEMETRY_FEATURE } from './postgres-store';
import type { TelemetryStore, TelemetryStoreOptions } from './store';
import { describeTelemetryStore, report } from './test-support/telemetry-store-contract';

let schemas = 0;
const cluster = clusterForTests();

const freshSchema = () => `telemetry_test_${(schemas += 1)}`;
const openOwn = async (options: TelemetryStoreOptions = {}, schema = freshSchema()): Promise<TelemetryStore> => {
  const store = await openPostgresTelemetryStore({ connectionString: cluster.url, schema, ...options });
  cluster.keep(store);
  return store;
};

describeTelemetryStore('PostgreSQL', (options) => openOwn(options));

describe('PostgreSQL telemetry with several instances', () => {
  it('counts reports from every instance into one group, and keeps maxGroups across them', async () => {
    const schema = freshSchema();
    const three = await Promise.all([0, 1, 2].map(() => openOwn({ maxGroups: 4 }, schema)));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        three[i % 3]!.recordError(report({ fingerprint: `f${i % 6}`, at: report().at + i })),
      ),
    );
    // Six fingerprints reported five times each: four groups made, the other two dropped every time.
    expect(results.filter((result) => result === 'new')).toHaveLength(4);
    const groups = await three[1]!.listErrors();
    expect(groups).toHaveLength(4);
    expect(groups.every((group) => group.count === 5)).toBe(true);
    await Promise.all(
      three.map((store, i) => store.recordVitals({ day: '2026-11-20', route: '/', metrics: { LCP: 1000 + i } })),
    );
    expect((await three[2]!.vitals({ fromDay: '2026-11-20' }))[0]?.metrics.LCP?.count).toBe(3);
  }, 30_000);

  it('shares the lead stores’ pool and migration when given as a feature', async () => {
    const schema = freshSchema();
    const stores: PostgresStores = await openPostgresStores({
      connectionString: cluster.url,
      schema,
      maxConnections: 2,
      features: [TELEMETRY_FEATURE],
    });
    cluster.keep(stores);
    const store = postgresTelemetryStoreOn(stores.sql, stores.schema);
    expect(await store.recordError(report())).toBe('new');
    // Closing the telemetry store leaves the shared pool to its owner.
    await store.close();
    expect((await store.listErrors())[0]?.count).toBe(1);
    const versions = await stores.sql<
      { feature: string }[]
    >`SELECT feature FROM ${stores.sql(`${schema}.lead_capture_schema`)} ORDER BY feature`;
    expect(versions.map((row) => row.feature)).toContain('telemetry');
  }, 30_000);
});
