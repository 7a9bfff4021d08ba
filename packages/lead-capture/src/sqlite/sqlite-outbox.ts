/**
 * SQLite implementation of the lead outbox (`@rooted/lead-capture/sqlite`), for Node.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a lead whose `add` resolved is on disk
 * before the browser gets its 202 and survives a process or machine crash. Writes made in the
 * same turn of the event loop share one transaction and one fsync (group commit).
 * Responsiveness: better-sqlite3 is synchronous, so a lock held by another process would block
 * the event loop while SQLite waits. Writes wait at most `busyTimeoutMs` (100 ms), then fail; the
 * handler answers 503 with `Retry-After` and the worker tries again on its next turn.
 * Erasure: `secure_delete` overwrites purged rows, so personal data does not linger in free pages.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { LeadState, QueuedLead } from '../lead.js';
import { emptyCounts, matchesDeadFilter, type AddResult, type DeadLead, type DeadLeadFilter, type NewLead, type Outbox, type OutboxRow } from '../outbox.js';
import { parseLeadRow, toOutboxRow, toQueuedLead, type LeadRow } from './lead-row.js';
import { migrate } from './migrations.js';
import { createWriteBatcher } from './write-batcher.js';

export { SQLITE_OUTBOX_SCHEMA_VERSION } from './migrations.js';

/** Options of {@link createSqliteOutbox}. */
export interface SqliteOutboxOptions {
  /** Database file; parent folders are created. `:memory:` works for tests. */
  path: string;
  /**
   * Longest wait, in ms, for another process's write lock before a write fails (default 100).
   * The wait blocks the event loop, so keep it short. Opening and migrating wait up to 5 s.
   */
  busyTimeoutMs?: number;
}

/** A SQLite-backed {@link Outbox}, with a row inspector for tests and tools. */
export interface SqliteOutbox extends Outbox {
  /** Every row, oldest first. Holds personal data: never expose it over HTTP. */
  rows(): OutboxRow[];
}

const OPEN_BUSY_TIMEOUT_MS = 5000;

/** Opens (creating and migrating as needed) a SQLite outbox at `path`. */
export function createSqliteOutbox({ path, busyTimeoutMs = 100 }: SqliteOutboxOptions): SqliteOutbox {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: OPEN_BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  migrate(db);
  db.pragma(`busy_timeout = ${Math.max(0, Math.round(busyTimeoutMs))}`);
  const write = createWriteBatcher(db);

  const insert = db.prepare(
    `INSERT INTO leads (id, kind, payload, consent, created_at, state, attempts, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)`,
  );
  const findKey = db.prepare<[string, number], { lead_id: string }>(
    'SELECT lead_id FROM idempotency_keys WHERE key = ? AND created_at >= ?',
  );
  const rememberKey = db.prepare('INSERT OR REPLACE INTO idempotency_keys (key, lead_id, created_at) VALUES (?, ?, ?)');
  const selectDue = db.prepare<[number, number], LeadRow>(
    `SELECT * FROM leads WHERE state IN ('pending', 'delivering') AND next_attempt_at <= ?
     ORDER BY next_attempt_at, created_at LIMIT ?`,
  );
  const lease = db.prepare(`UPDATE leads SET state = 'delivering', attempts = attempts + 1, next_attempt_at = ? WHERE id = ?`);
  const setAside = db.prepare(`UPDATE leads SET state = 'dead', last_error = ?, next_attempt_at = ? WHERE id = ?`);
  const delivered = db.prepare(
    `UPDATE leads SET state = 'delivered', delivered_at = ?, last_error = NULL
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  const retry = db.prepare(
    `UPDATE leads SET state = 'pending', last_error = ?, next_attempt_at = ?, attempts = attempts - ?
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  // A dead lead's next_attempt_at records when it was given up.
  const dead = db.prepare(
    `UPDATE leads SET state = 'dead', last_error = ?, next_attempt_at = ?
     WHERE id = ? AND state = 'delivering' AND attempts = ?`,
  );
  const selectDead = db.prepare<[], LeadRow>(`SELECT * FROM leads WHERE state = 'dead' ORDER BY next_attempt_at, rowid`);
  const requeue = db.prepare(
    `UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = ?, requeued_at = ? WHERE id = ? AND state = 'dead'`,
  );
  const countStates = db.prepare<[], { state: LeadState; n: number }>('SELECT state, COUNT(*) AS n FROM leads GROUP BY state');
  const oldest = db.prepare<[], { oldest: number | null }>(
    `SELECT MIN(created_at) AS oldest FROM leads WHERE state IN ('pending', 'delivering')`,
  );
  const all = db.prepare<[], LeadRow>('SELECT * FROM leads ORDER BY created_at, rowid');
  const purgeDelivered = db.prepare(`DELETE FROM leads WHERE state = 'delivered' AND delivered_at < ?`);
  const purgeKeys = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const purgeDeadBefore = db.prepare(`DELETE FROM leads WHERE state = 'dead' AND next_attempt_at < ?`);

  const toDeadLead = (row: LeadRow): DeadLead => ({
    id: row.id,
    kind: row.kind as DeadLead['kind'],
    createdAt: row.created_at,
    deadAt: row.next_attempt_at,
    attempts: row.attempts,
    reason: row.last_error ?? '',
  });
  const deadMatching = (filter: DeadLeadFilter) => selectDead.all().map(toDeadLead).filter((lead) => matchesDeadFilter(lead, filter));

  let closed = false;
  return {
    add(lead: NewLead, options = {}) {
      return write((): AddResult => {
        const key = lead.idempotencyKey;
        if (key !== undefined) {
          const known = findKey.get(key, options.idempotencySince ?? 0);
          if (known) return { id: known.lead_id, replayed: true };
        }
        const consent = lead.consent ? JSON.stringify(lead.consent) : null;
        insert.run(lead.id, lead.data.kind, JSON.stringify(lead.data), consent, lead.createdAt, lead.createdAt);
        if (key !== undefined) rememberKey.run(key, lead.id, lead.createdAt);
        return { id: lead.id, replayed: false };
      });
    },
    async findByIdempotencyKey(key, since) {
      return findKey.get(key, since)?.lead_id ?? null;
    },
    claimDue({ now, leaseMs, limit }) {
      return write(() => {
        const claimed: QueuedLead[] = [];
        for (const row of selectDue.all(now, limit)) {
          const parsed = parseLeadRow(row);
          if (!parsed.ok) {
            setAside.run(parsed.reason, now, row.id);
            continue;
          }
          lease.run(now + leaseMs, row.id);
          claimed.push(toQueuedLead(row, parsed, row.attempts + 1));
        }
        return claimed;
      });
    },
    markDelivered(id, attempt, at) {
      return write(() => delivered.run(at, id, attempt).changes === 1);
    },
    markRetry(id, attempt, error, nextAttemptAt, options) {
      return write(() => retry.run(error, nextAttemptAt, options?.refundAttempt ? 1 : 0, id, attempt).changes === 1);
    },
    markDead(id, attempt, error, at) {
      return write(() => dead.run(error, at, id, attempt).changes === 1);
    },
    async listDead(filter = {}, limit = 1000) {
      return deadMatching(filter).slice(0, limit);
    },
    requeueDead(filter, now) {
      return write(() => deadMatching(filter).reduce((n, lead) => n + requeue.run(now, now, lead.id).changes, 0));
    },
    async counts() {
      const counts = emptyCounts();
      for (const { state, n } of countStates.all()) counts[state] = n;
      return counts;
    },
    async oldestPendingCreatedAt() {
      return oldest.get()?.oldest ?? null;
    },
    purge({ deliveredBefore, idempotencyBefore }) {
      return write(() => {
        purgeKeys.run(idempotencyBefore);
        return purgeDelivered.run(deliveredBefore).changes;
      });
    },
    purgeDead(before) {
      return write(() => purgeDeadBefore.run(before).changes);
    },
    async close() {
      if (closed) return;
      closed = true;
      // Let writes queued in this turn commit before the handle goes.
      await write(() => undefined).catch(() => undefined);
      db.close();
    },
    rows: () => all.all().map(toOutboxRow),
  };
}
