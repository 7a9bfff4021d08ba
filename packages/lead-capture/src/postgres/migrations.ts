import type { Sql } from 'postgres';

/**
 * Each entry migrates from version = index to index + 1, with the outbox's schema as the
 * search_path. Never edit a shipped entry: add one. Times are epoch milliseconds (BIGINT), as in
 * the SQLite outbox; payloads are JSON text, so a row that cannot be read back can exist and is
 * set aside by the claim instead of failing it.
 */
export const MIGRATIONS = [
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

/** The schema version this code writes. */
export const POSTGRES_OUTBOX_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to date. Every instance of a site runs this on start, possibly at the
 * same moment: the version is read and the migrations run in one transaction that first takes a
 * transaction-scoped advisory lock for this schema, so the instances take turns and the later
 * ones find the work done. A failed migration rolls back whole and releases the lock.
 */
export async function migrate(sql: Sql, schema: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`@rooted/lead-capture:${schema}`}))`;
    await tx`CREATE SCHEMA IF NOT EXISTS ${tx(schema)}`;
    await tx.unsafe(`SET LOCAL search_path TO ${escapeIdentifier(schema)}`);
    await tx`CREATE TABLE IF NOT EXISTS lead_capture_schema (version INTEGER NOT NULL)`;
    const [row] = await tx<{ version: number }[]>`SELECT version FROM lead_capture_schema`;
    const version = row?.version ?? 0;
    if (version > MIGRATIONS.length) {
      throw new Error(
        `Lead outbox schema version ${version} is newer than this code supports (${MIGRATIONS.length}); upgrade @rooted/lead-capture.`,
      );
    }
    for (let next = version; next < MIGRATIONS.length; next += 1) await tx.unsafe(MIGRATIONS[next] as string);
    if (!row) await tx`INSERT INTO lead_capture_schema (version) VALUES (${MIGRATIONS.length})`;
    else if (version < MIGRATIONS.length) await tx`UPDATE lead_capture_schema SET version = ${MIGRATIONS.length}`;
  });
}

/** A schema name quoted as an SQL identifier. */
export function escapeIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
