import type { Sql } from 'postgres';

/**
 * The outbox's migrations (leads and idempotency keys). Each entry migrates from version = index to index + 1, with the outbox's schema as the
 * search_path. Never edit a shipped entry: add one. Times are epoch milliseconds (BIGINT), as in
 * the SQLite outbox; payloads are JSON text, so a row that cannot be read back can exist and is
 * set aside by the claim instead of failing it.
 */
export const OUTBOX_MIGRATIONS = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     seq BIGINT GENERATED ALWAYS AS IDENTITY,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL,
     consent TEXT,
     created_at BIGINT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivering', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     last_error TEXT,
     delivered_at BIGINT,
     requeued_at BIGINT
   );
   CREATE INDEX leads_due ON leads (state, next_attempt_at);
   CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
];

/** The outbox's schema version this code writes. */
export const POSTGRES_OUTBOX_SCHEMA_VERSION = OUTBOX_MIGRATIONS.length;

/**
 * One feature's tables in the shared schema: its name (its row in the version table) and its
 * migrations, each moving the feature from version = index to index + 1. Every store that keeps
 * server state in PostgreSQL (outbox, rate limits, and later consent or telemetry) brings one.
 */
export interface PostgresFeature {
  /** Stable key of the feature, e.g. `outbox`; never rename a shipped one. */
  name: string;
  /** SQL run with the schema as the search_path. Never edit a shipped entry: add one. */
  migrations: readonly string[];
}

/** The outbox's tables. */
export const OUTBOX_FEATURE: PostgresFeature = { name: 'outbox', migrations: OUTBOX_MIGRATIONS };

/**
 * Brings every named feature's tables up to date in one transaction. Every instance of a site runs
 * this on start, possibly at the same moment: the transaction first takes an advisory lock for the
 * schema, so the instances take turns and the later ones find the work done. A failed migration
 * rolls back whole (every feature) and releases the lock. A feature whose stored version is newer
 * than this code is refused before anything changes, so an old release never writes to a schema
 * a newer one shaped.
 */
export async function migrate(sql: Sql, schema: string, features: readonly PostgresFeature[] = [OUTBOX_FEATURE]): Promise<void> {
  await sql.begin(async (tx) => {
    // A pool with a statement timeout (openPostgresStores) must still wait its turn behind another
    // instance's migration, and a migration may take a while itself.
    await tx`SET LOCAL statement_timeout TO 0`;
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`@rooted/lead-capture:${schema}`}))`;
    await tx`CREATE SCHEMA IF NOT EXISTS ${tx(schema)}`;
    await tx.unsafe(`SET LOCAL search_path TO ${escapeIdentifier(schema)}`);
    await tx`CREATE TABLE IF NOT EXISTS lead_capture_schema (feature TEXT PRIMARY KEY, version INTEGER NOT NULL)`;
    const rows = await tx<{ feature: string; version: number }[]>`SELECT feature, version FROM lead_capture_schema`;
    const stored = new Map(rows.map((row) => [row.feature, row.version]));
    for (const { name, migrations } of features) {
      const version = stored.get(name) ?? 0;
      if (version > migrations.length) {
        throw new Error(
          `The ${name} tables' schema version ${version} is newer than this code supports (${migrations.length}); upgrade @rooted/lead-capture.`,
        );
      }
    }
    for (const { name, migrations } of features) {
      const version = stored.get(name) ?? 0;
      if (version === migrations.length) continue;
      for (let next = version; next < migrations.length; next += 1) await tx.unsafe(migrations[next] as string);
      await tx`INSERT INTO lead_capture_schema (feature, version) VALUES (${name}, ${migrations.length})
               ON CONFLICT (feature) DO UPDATE SET version = EXCLUDED.version`;
    }
  });
}

/** A schema name quoted as an SQL identifier. */
export function escapeIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
