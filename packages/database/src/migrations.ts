import type { Sql } from 'postgres';
import { escapeIdentifier } from './schema-name.js';

/**
 * One feature's tables in a shared schema: its name (its row in the version table) and its
 * migrations, each moving the feature from version = index to index + 1. Every store that keeps
 * server state in PostgreSQL (the lead outbox, rate limits, telemetry, owner accounts, pictures)
 * brings one, so each feature owns its tables and none goes through another's package.
 */
export interface PostgresFeature {
  /** Stable key of the feature, e.g. `outbox`; never rename a shipped one. */
  name: string;
  /** SQL run with the schema as the search_path. Never edit a shipped entry: add one. */
  migrations: readonly string[];
}

/**
 * The table that holds each feature's version, and the advisory lock's key prefix. Both keep the
 * names they had when the runner was part of `@rooted/lead-capture`: databases migrated then must
 * be found up to date, and an older release running beside a newer one must take the same lock.
 */
const VERSION_TABLE = 'lead_capture_schema';
const LOCK_PREFIX = '@rooted/lead-capture';

/**
 * Brings every named feature's tables up to date in one transaction. Every instance of a site runs
 * this on start, possibly at the same moment: the transaction first takes an advisory lock for the
 * schema, so the instances take turns and the later ones find the work done. A failed migration
 * rolls back whole (every feature) and releases the lock. A feature whose stored version is newer
 * than this code is refused before anything changes, so an old release never writes to a schema
 * a newer one shaped.
 */
export async function migrate(sql: Sql, schema: string, features: readonly PostgresFeature[]): Promise<void> {
  await sql.begin(async (tx) => {
    // A pool with a statement timeout (openDatabase) must still wait its turn behind another
    // instance's migration, and a migration may take a while itself.
    await tx`SET LOCAL statement_timeout TO 0`;
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`${LOCK_PREFIX}:${schema}`}))`;
    await tx`CREATE SCHEMA IF NOT EXISTS ${tx(schema)}`;
    await tx.unsafe(`SET LOCAL search_path TO ${escapeIdentifier(schema)}`);
    await tx.unsafe(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (feature TEXT PRIMARY KEY, version INTEGER NOT NULL)`);
    const rows = await tx.unsafe<{ feature: string; version: number }[]>(
      `SELECT feature, version FROM ${VERSION_TABLE}`,
    );
    const stored = new Map(rows.map((row) => [row.feature, row.version]));
    for (const { name, migrations } of features) {
      const version = stored.get(name) ?? 0;
      if (version > migrations.length) {
        throw new Error(
          `The ${name} tables' schema version ${version} is newer than this code supports (${migrations.length}); upgrade the package that owns them.`,
        );
      }
    }
    for (const { name, migrations } of features) {
      const version = stored.get(name) ?? 0;
      if (version === migrations.length) continue;
      for (let next = version; next < migrations.length; next += 1) await tx.unsafe(migrations[next] as string);
      await tx.unsafe(
        `INSERT INTO ${VERSION_TABLE} (feature, version) VALUES ($1, $2) ON CONFLICT (feature) DO UPDATE SET version = EXCLUDED.version`,
        [name, migrations.length],
      );
    }
  });
}
