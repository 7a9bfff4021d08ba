/**
 * SQLite implementation of the lead outbox (`@rooted/lead-capture/sqlite`), for Node.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a lead whose `add` returned is on disk
 * before the browser gets its 202 and survives a process or machine crash.
 * Erasure: `secure_delete` overwrites purged rows, so personal data does not linger in free pages.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { LeadConsent, LeadData, LeadState, QueuedLead } from './lead.js';
import { emptyCounts, type NewLead, type Outbox, type OutboxRow } from './outbox.js';

/** Options of {@link createSqliteOutbox}. */
export interface SqliteOutboxOptions {
  /** Database file; parent folders are created. `:memory:` works for tests. */
  path: string;
}

/** A SQLite-backed {@link Outbox}, with a row inspector for tests and tools. */
export interface SqliteOutbox extends Outbox {
  /** Every row, oldest first. Holds personal data: never expose it over HTTP. */
  rows(): OutboxRow[];
}

interface Row {
  id: string;
  kind: string;
  payload: string;
  consent: string | null;
  created_at: number;
  state: LeadState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
}

// Each entry migrates from user_version = index to index + 1.
const MIGRATIONS = [
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
];

/** The schema version this code writes (`PRAGMA user_version`). */
export const SQLITE_OUTBOX_SCHEMA_VERSION = MIGRATIONS.length;

/** Opens (creating and migrating as needed) a SQLite outbox at `path`. */
export function createSqliteOutbox({ path }: SqliteOutboxOptions): SqliteOutbox {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  migrate(db);

  const insert = db.prepare(
    `INSERT INTO leads (id, kind, payload, consent, created_at, state, attempts, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)`,
  );
  const selectDue = db.prepare<[number, number], Row>(
    `SELECT * FROM leads WHERE state IN ('pending', 'delivering') AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT ?`,
  );
  const lease = db.prepare(
    `UPDATE leads SET state = 'delivering', attempts = attempts + 1, next_attempt_at = ? WHERE id = ?`,
  );
  const delivered = db.prepare(
    `UPDATE leads SET state = 'delivered', delivered_at = ?, last_error = NULL
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  const retry = db.prepare(
    `UPDATE leads SET state = 'pending', last_error = ?, next_attempt_at = ?, attempts = attempts - ?
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  const dead = db.prepare(
    `UPDATE leads SET state = 'dead', last_error = ?, next_attempt_at = ?
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  const countStates = db.prepare<[], { state: LeadState; n: number }>(
    'SELECT state, COUNT(*) AS n FROM leads GROUP BY state',
  );
  const oldest = db.prepare<[], { oldest: number | null }>(
    `SELECT MIN(created_at) AS oldest FROM leads WHERE state IN ('pending', 'delivering')`,
  );
  const all = db.prepare<[], Row>('SELECT * FROM leads ORDER BY created_at, rowid');
  // A dead lead's next_attempt_at is the time it was given up (see markDead).
  const purgeExpired = db.prepare(
    `DELETE FROM leads WHERE (state = 'delivered' AND delivered_at < ?) OR (state = 'dead' AND next_attempt_at < ?)`,
  );

  // Claiming reads and leases in one write transaction, so two processes never claim one row.
  const claim = db.transaction((now: number, leaseMs: number, limit: number): QueuedLead[] =>
    selectDue.all(now, limit).map((row) => {
      lease.run(now + leaseMs, row.id);
      const consent = parseConsent(row.consent);
      return {
        id: row.id,
        kind: row.kind as QueuedLead['kind'],
        data: JSON.parse(row.payload) as LeadData,
        ...(consent ? { consent } : {}),
        createdAt: row.created_at,
        attempts: row.attempts + 1,
      };
    }),
  );

  let closed = false;
  return {
    async add(lead: NewLead) {
      insert.run(
        lead.id,
        lead.data.kind,
        JSON.stringify(lead.data),
        lead.consent ? JSON.stringify(lead.consent) : null,
        lead.createdAt,
        lead.createdAt,
      );
    },
    async claimDue({ now, leaseMs, limit }) {
      return claim.immediate(now, leaseMs, limit);
    },
    async markDelivered(id, attempt, at) {
      return delivered.run(at, id, attempt).changes === 1;
    },
    async markRetry(id, attempt, error, nextAttemptAt, options) {
      return retry.run(error, nextAttemptAt, options?.refundAttempt ? 1 : 0, id, attempt).changes === 1;
    },
    async markDead(id, attempt, error, at) {
      return dead.run(error, at, id, attempt).changes === 1;
    },
    async counts() {
      const counts = emptyCounts();
      for (const { state, n } of countStates.all()) counts[state] = n;
      return counts;
    },
    async oldestPendingCreatedAt() {
      return oldest.get()?.oldest ?? null;
    },
    async purge({ deliveredBefore, deadBefore }) {
      return purgeExpired.run(deliveredBefore, deadBefore).changes;
    },
    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
    rows: () => all.all().map(toOutboxRow),
  };
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new Error(
      `Lead outbox schema version ${version} is newer than this code supports (${MIGRATIONS.length}); upgrade @rooted/lead-capture.`,
    );
  }
  for (let next = version; next < MIGRATIONS.length; next += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next] as string);
      db.pragma(`user_version = ${next + 1}`);
    }).immediate();
  }
}

function parseConsent(text: string | null): LeadConsent | undefined {
  return text === null ? undefined : (JSON.parse(text) as LeadConsent);
}

function toOutboxRow(row: Row): OutboxRow {
  const consent = parseConsent(row.consent);
  return {
    id: row.id,
    kind: row.kind as OutboxRow['kind'],
    data: JSON.parse(row.payload) as LeadData,
    ...(consent ? { consent } : {}),
    createdAt: row.created_at,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}
