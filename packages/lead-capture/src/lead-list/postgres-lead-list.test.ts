import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresOutbox } from '../postgres/postgres-outbox.js';
import { migrate } from '@rooted/database';
import { OUTBOX_FEATURE } from '../postgres/migrations.js';
import { describeLeadCorrection } from '../test-support/lead-correction-contract.js';
import { describeLeadList } from '../test-support/lead-list-contract.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';
import { LEAD_LIST_FEATURE, postgresLeadListOn } from './postgres-lead-list.js';

// One real server for this file; every test gets a schema of its own, dropped afterwards.
let cluster: PostgresCluster;
let admin: Sql;
let schemas = 0;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = postgres(cluster.url, { max: 2, onnotice: () => {} });
}, 60_000);
afterAll(async () => {
  await admin?.end({ timeout: 1 });
  cluster?.stop();
});

describeLeadList('the PostgreSQL outbox', async () => {
  const schema = `lead_list_test_${(schemas += 1)}`;
  const outbox = await createPostgresOutbox({ connectionString: cluster.url, schema });
  await migrate(admin, schema, [OUTBOX_FEATURE, LEAD_LIST_FEATURE]);
  const list = postgresLeadListOn(admin, schema);
  return {
    outbox: Object.assign(outbox, list),
    insertRaw: async ({ id, kind, payload, createdAt }) => {
      await admin`INSERT INTO ${admin(`${schema}.leads`)} (id, kind, payload, created_at, state, attempts, next_attempt_at)
                  VALUES (${id}, ${kind}, ${payload}, ${createdAt}, 'pending', 0, ${createdAt})`;
    },
    cleanup: async () => {
      await outbox.close();
      await admin`DROP SCHEMA IF EXISTS ${admin(schema)} CASCADE`;
    },
  };
});

describeLeadCorrection('the PostgreSQL outbox', async () => {
  const schema = `lead_correction_test_${(schemas += 1)}`;
  const outbox = await createPostgresOutbox({ connectionString: cluster.url, schema });
  await migrate(admin, schema, [OUTBOX_FEATURE, LEAD_LIST_FEATURE]);
  const list = postgresLeadListOn(admin, schema);
  return {
    outbox: Object.assign(outbox, list),
    cleanup: async () => {
      await outbox.close();
      await admin`DROP SCHEMA IF EXISTS ${admin(schema)} CASCADE`;
    },
  };
});
