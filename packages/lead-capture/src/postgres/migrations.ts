import type { PostgresFeature } from '@rooted/database';

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
  // The claim, the next due time and the backlog check read only waiting leads, in these orders;
  // through leads_due each read every waiting lead (state IN two values defeats its order) and
  // sorted them, so a long outage made every claim slower. Partial indexes hold just those rows.
  `CREATE INDEX leads_due_order ON leads (next_attempt_at, created_at, seq) WHERE state IN ('pending', 'delivering');
   CREATE INDEX leads_waiting_since ON leads (created_at) WHERE state IN ('pending', 'delivering');`,
];

/** The outbox's schema version this code writes. */
export const POSTGRES_OUTBOX_SCHEMA_VERSION = OUTBOX_MIGRATIONS.length;

/** The outbox's tables. */
export const OUTBOX_FEATURE: PostgresFeature = { name: 'outbox', migrations: OUTBOX_MIGRATIONS };
