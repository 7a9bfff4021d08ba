import type Database from 'better-sqlite3';

/** Each entry migrates from user_version = index to index + 1. Never edit a shipped entry: add one. */
export const MIGRATIONS = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL,
     consent TEXT,
     created_at INTEGER NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivering', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at INTEGER
   );
   CREATE INDEX leads_due ON leads (state, next_attempt_at);`,
  // requeued_at: a requeued lead's maximum age counts from its requeue, not its acceptance.
  `ALTER TABLE leads ADD COLUMN requeued_at INTEGER;
   CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  // The owner's list of leads reads newest first: a page is then a short walk down this index.
  `CREATE INDEX leads_newest ON leads (created_at, id);`,
  // The delivery worker claims the earliest due leads over and over. Through leads_due the claim
  // read every waiting lead and sorted them (state IN two values defeats the index's order): in
  // a long outage, with 300,000 leads waiting, 0.7 s per claim on the writer thread, and the
  // backlog check's MIN read them all too. These two hold only the waiting leads, in the order
  // each of those reads wants, so each is a short walk however long the backlog.
  `CREATE INDEX leads_due_order ON leads (next_attempt_at, created_at) WHERE state IN ('pending', 'delivering');
   CREATE INDEX leads_waiting_since ON leads (created_at) WHERE state IN ('pending', 'delivering');`,
];

/** The schema version this code writes (`PRAGMA user_version`). */
export const SQLITE_OUTBOX_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to date. The version is read inside the same `BEGIN IMMEDIATE`
 * transaction that migrates, so two processes opening one fresh file at once take turns: the
 * second waits for the first's write lock, then sees the new version and does nothing.
 */
export function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new Error(
        `Lead outbox schema version ${version} is newer than this code supports (${MIGRATIONS.length}); upgrade @rooted/lead-capture.`,
      );
    }
    for (let next = version; next < MIGRATIONS.length; next += 1) db.exec(MIGRATIONS[next] as string);
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}
