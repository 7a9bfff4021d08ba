/**
 * The migration runner and the pool on a real server (a throwaway cluster): features migrate once
 * however many instances start together, a failed migration changes nothing, a newer schema is
 * refused, and the pool's bounds hold.
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate, type PostgresFeature } from './migrations.js';
import { openDatabase } from './open-database.js';
import { checkSchemaName } from './schema-name.js';
import { clusterForTests } from './test-support/cluster-for-tests.js';

const cluster = clusterForTests();
let schemas = 0;
const freshSchema = () => `database_test_${(schemas += 1)}`;

const NOTES: PostgresFeature = {
  name: 'notes',
  migrations: [
    'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)',
    'ALTER TABLE notes ADD COLUMN at BIGINT',
  ],
};
const TAGS: PostgresFeature = { name: 'tags', migrations: ['CREATE TABLE tags (name TEXT PRIMARY KEY)'] };

const open = async (
  schema: string,
  features: readonly PostgresFeature[],
  bounds: { statementTimeoutMs?: number } = {},
) => {
  const database = await openDatabase({
    connectionString: cluster.url,
    schema,
    maxConnections: 2,
    features,
    ...bounds,
  });
  cluster.keep({ close: () => database.sql.end({ timeout: 1 }) });
  return database;
};
const versions = async (schema: string) => {
  const { sql } = await open(schema, []);
  return sql<
    { feature: string; version: number }[]
  >`SELECT feature, version FROM ${sql(`${schema}.lead_capture_schema`)} ORDER BY feature`;
};

describe('migrate', () => {
  it('brings each feature to its version once when several instances start at the same moment', async () => {
    const schema = freshSchema();
    const all = await Promise.all(Array.from({ length: 4 }, () => open(schema, [NOTES, TAGS])));
    expect(await versions(schema)).toEqual([
      { feature: 'notes', version: 2 },
      { feature: 'tags', version: 1 },
    ]);
    await all[0]!.sql`INSERT INTO ${all[0]!.sql(`${schema}.notes`)} (id, text, at) VALUES (1, 'kept', 5)`;
    // A later start with the same features finds the work done and the rows where they were.
    const again = await open(schema, [NOTES, TAGS]);
    expect(await again.sql`SELECT text FROM ${again.sql(`${schema}.notes`)}`).toEqual([{ text: 'kept' }]);
  }, 30_000);

  it('rolls back every feature when one migration fails, and leaves the schema as it was', async () => {
    const schema = freshSchema();
    const broken: PostgresFeature = {
      name: 'broken',
      migrations: ['CREATE TABLE ok_first (id INTEGER)', 'THIS IS NOT SQL'],
    };
    await expect(open(schema, [TAGS, broken])).rejects.toThrow();
    const { sql } = await open(schema, []);
    const tables = await sql<
      { table_name: string }[]
    >`SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`;
    expect(tables.map((row) => row.table_name)).toEqual(['lead_capture_schema']);
  }, 30_000);

  it('refuses tables a newer release migrated, before changing anything', async () => {
    const schema = freshSchema();
    await open(schema, [{ ...NOTES }]);
    await expect(open(schema, [{ name: 'notes', migrations: NOTES.migrations.slice(0, 1) }, TAGS])).rejects.toThrow(
      /notes tables' schema version 2 is newer than this code supports \(1\)/,
    );
    expect(await versions(schema)).toEqual([{ feature: 'notes', version: 2 }]);
  }, 30_000);

  it('waits for the lock even on a pool whose statements are cut short', async () => {
    const schema = freshSchema();
    const holder = postgres(cluster.url, { max: 1, onnotice: () => {} });
    cluster.keep({ close: () => holder.end({ timeout: 1 }) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = holder.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`@rooted/lead-capture:${schema}`}))`;
      await held;
    });
    const opening = open(schema, [TAGS], { statementTimeoutMs: 50 });
    // Past the 50 ms statement limit, the migration is still waiting rather than failing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holding;
    await expect(opening).resolves.toMatchObject({ schema });
    expect(await versions(schema)).toEqual([{ feature: 'tags', version: 1 }]);
  }, 30_000);
});

describe('openDatabase', () => {
  it("applies the statement limit to the pool's own queries", async () => {
    const { sql } = await open(freshSchema(), [], { statementTimeoutMs: 100 });
    await expect(sql`SELECT pg_sleep(2)`).rejects.toThrow(/statement timeout/);
  }, 30_000);

  it('refuses a schema name that would need quoting, before connecting', async () => {
    for (const name of ['Public', 'a-b', '1abc', 'x;drop', '', 'a'.repeat(64)]) {
      expect(() => checkSchemaName(name)).toThrow(/lower-case letters/);
      await expect(
        openDatabase({ connectionString: 'postgres://nobody@127.0.0.1:1/none', schema: name, features: [] }),
      ).rejects.toThrow(/lower-case letters/);
    }
    expect(() => checkSchemaName('site_2')).not.toThrow();
  });

  it('rejects, with its pool closed, when the database cannot be reached', async () => {
    await expect(
      openDatabase({
        connectionString: 'postgres://nobody@127.0.0.1:1/none',
        features: [TAGS],
        connectTimeoutSeconds: 1,
      }),
    ).rejects.toThrow();
  });
});

// The runner takes any features; `migrate` on an explicit pool is what `openDatabase` calls.
describe('migrate on a pool of the caller', () => {
  it('migrates nothing when given no features, beyond the version table', async () => {
    const schema = freshSchema();
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    cluster.keep({ close: () => sql.end({ timeout: 1 }) });
    await migrate(sql, schema, []);
    expect(await sql`SELECT count(*)::int AS n FROM ${sql(`${schema}.lead_capture_schema`)}`).toEqual([{ n: 0 }]);
  }, 30_000);
});
