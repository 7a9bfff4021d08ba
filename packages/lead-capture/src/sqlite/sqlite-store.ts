import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { isPrivacyJob } from '../erasure/personal-data.js';
import type { LeadData, LeadState, QueuedLead } from '../lead.js';
import type { CorrectionOutcome } from '../lead-list/lead-correction.js';
import {
  emptyCounts,
  matchesDeadFilter,
  type AddResult,
  type DeadLead,
  type DeadLeadFilter,
  type NewLead,
  type OutboxCounts,
  type OutboxRow,
} from '../outbox.js';
import { parseLeadRow, toOutboxRow, toQueuedLead, type LeadRow } from './lead-row.js';
import { migrate } from './migrations.js';

const OPEN_BUSY_TIMEOUT_MS = 5000;

// INDEXED BY: without statistics (nothing here runs ANALYZE) SQLite's planner prefers leads_due
// and sorts every waiting lead; the partial indexes (see migrations.ts) make these short walks
// however long the backlog. Exported for the test that reads their query plans.
/** The earliest due leads, for a claim. */
export const CLAIM_DUE_SQL = `SELECT * FROM leads INDEXED BY leads_due_order WHERE state IN ('pending', 'delivering') AND next_attempt_at <= ?
  ORDER BY next_attempt_at, created_at LIMIT ?`;
/** When the longest-waiting lead was accepted, for the backlog alert. */
export const OLDEST_WAITING_SQL = `SELECT MIN(created_at) AS oldest FROM leads INDEXED BY leads_waiting_since WHERE state IN ('pending', 'delivering')`;

/**
 * The outbox's SQL, synchronous. `writes` change the file and run inside a group commit (see
 * write-batcher.ts), on a worker thread in production; `reads` never wait for a writer (WAL).
 */
export interface SqliteStore {
  db: Database.Database;
  writes: {
    add(lead: NewLead, options?: { idempotencySince?: number }): AddResult;
    claimDue(options: { now: number; leaseMs: number; limit: number }): QueuedLead[];
    markDelivered(id: string, attempt: number, at: number): boolean;
    markRetry(
      id: string,
      attempt: number,
      error: string,
      nextAttemptAt: number,
      options?: { refundAttempt?: boolean },
    ): boolean;
    markDead(id: string, attempt: number, error: string, at: number): boolean;
    requeueDead(filter: DeadLeadFilter, now: number): number;
    correctLead(id: string, data: LeadData, options: { now: number; update: NewLead }): CorrectionOutcome;
    deleteDeadLead(id: string): boolean;
    purge(options: { deliveredBefore: number; idempotencyBefore: number }): number;
    purgeDead(before: number): number;
  };
  reads: {
    findByIdempotencyKey(key: string, since: number): string | null;
    listDead(filter?: DeadLeadFilter, limit?: number): DeadLead[];
    counts(): OutboxCounts;
    oldestPendingCreatedAt(): number | null;
    rows(): OutboxRow[];
  };
}

/** The names of the write operations, which cross the thread boundary by name. */
export type WriteOp = keyof SqliteStore['writes'];

/**
 * Opens (creating and migrating as needed) the outbox file. Opening waits up to 5 s for another
 * process; afterwards every statement waits at most `busyTimeoutMs` for a lock. `migrate: false`
 * opens a file that is known to be set up already.
 */
export function openSqliteStore(path: string, busyTimeoutMs: number, options: { migrate?: boolean } = {}): SqliteStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: OPEN_BUSY_TIMEOUT_MS });
  // The file mode (WAL) and the schema are set once by whoever opens the file first; the writer
  // thread opens a file its parent already set up, so it never waits here for another process.
  if (options.migrate !== false) {
    db.pragma('journal_mode = WAL');
    migrate(db);
  }
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma(`busy_timeout = ${Math.max(0, Math.round(busyTimeoutMs))}`);

  const insert = db.prepare(
    `INSERT INTO leads (id, kind, payload, consent, created_at, state, attempts, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)`,
  );
  const findKey = db.prepare<[string, number], { lead_id: string }>(
    'SELECT lead_id FROM idempotency_keys WHERE key = ? AND created_at >= ?',
  );
  const rememberKey = db.prepare('INSERT OR REPLACE INTO idempotency_keys (key, lead_id, created_at) VALUES (?, ?, ?)');
  const selectDue = db.prepare<[number, number], LeadRow>(CLAIM_DUE_SQL);
  const lease = db.prepare(
    `UPDATE leads SET state = 'delivering', attempts = attempts + 1, next_attempt_at = ? WHERE id = ?`,
  );
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
  const selectDead = db.prepare<[], LeadRow>(
    `SELECT * FROM leads WHERE state = 'dead' ORDER BY next_attempt_at, rowid`,
  );
  const requeue = db.prepare(
    `UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = ?, requeued_at = ? WHERE id = ? AND state = 'dead'`,
  );
  const selectStanding = db.prepare<[string], { kind: string; state: LeadState }>(
    'SELECT kind, state FROM leads WHERE id = ?',
  );
  // The state in the WHERE clause: only the state read a moment before in the same transaction.
  const setPayload = db.prepare('UPDATE leads SET payload = ? WHERE id = ? AND state = ?');
  const deleteDeadKeys = db.prepare(
    `DELETE FROM idempotency_keys WHERE lead_id = ? AND EXISTS (SELECT 1 FROM leads WHERE id = ? AND state = 'dead')`,
  );
  const deleteDead = db.prepare(`DELETE FROM leads WHERE id = ? AND state = 'dead'`);
  const countStates = db.prepare<[], { state: LeadState; n: number }>(
    'SELECT state, COUNT(*) AS n FROM leads GROUP BY state',
  );
  const oldest = db.prepare<[], { oldest: number | null }>(OLDEST_WAITING_SQL);
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
  const deadMatching = (filter: DeadLeadFilter) =>
    selectDead
      .all()
      .map(toDeadLead)
      .filter((lead) => matchesDeadFilter(lead, filter));

  return {
    db,
    writes: {
      add(lead, options = {}) {
        const key = lead.idempotencyKey;
        if (key !== undefined) {
          const known = findKey.get(key, options.idempotencySince ?? 0);
          if (known) return { id: known.lead_id, replayed: true };
        }
        const consent = lead.consent ? JSON.stringify(lead.consent) : null;
        insert.run(lead.id, lead.data.kind, JSON.stringify(lead.data), consent, lead.createdAt, lead.createdAt);
        if (key !== undefined) rememberKey.run(key, lead.id, lead.createdAt);
        return { id: lead.id, replayed: false };
      },
      claimDue({ now, leaseMs, limit }) {
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
      },
      markDelivered: (id, attempt, at) => delivered.run(at, id, attempt).changes === 1,
      markRetry: (id, attempt, error, nextAttemptAt, options) =>
        retry.run(error, nextAttemptAt, options?.refundAttempt ? 1 : 0, id, attempt).changes === 1,
      markDead: (id, attempt, error, at) => dead.run(error, at, id, attempt).changes === 1,
      requeueDead: (filter, now) =>
        deadMatching(filter).reduce((n, lead) => n + requeue.run(now, now, lead.id).changes, 0),
      correctLead(id, data, { now, update }) {
        const found = selectStanding.get(id);
        if (!found || isPrivacyJob(id)) return { ok: false, reason: 'not-found' };
        if (found.kind !== data.kind) return { ok: false, reason: 'other-form' };
        if (found.state === 'delivering') return { ok: false, reason: 'sending' };
        setPayload.run(JSON.stringify(data), id, found.state);
        if (found.state === 'dead') requeue.run(now, now, id);
        if (found.state === 'delivered')
          insert.run(
            update.id,
            update.data.kind,
            JSON.stringify(update.data),
            null,
            update.createdAt,
            update.createdAt,
          );
        return { ok: true, was: found.state, updateQueued: found.state === 'delivered' };
      },
      deleteDeadLead(id) {
        if (isPrivacyJob(id)) return false;
        deleteDeadKeys.run(id, id);
        return deleteDead.run(id).changes === 1;
      },
      purge({ deliveredBefore, idempotencyBefore }) {
        purgeKeys.run(idempotencyBefore);
        return purgeDelivered.run(deliveredBefore).changes;
      },
      purgeDead: (before) => purgeDeadBefore.run(before).changes,
    },
    reads: {
      findByIdempotencyKey: (key, since) => findKey.get(key, since)?.lead_id ?? null,
      listDead: (filter = {}, limit = 1000) => deadMatching(filter).slice(0, limit),
      counts() {
        const counts = emptyCounts();
        for (const { state, n } of countStates.all()) counts[state] = n;
        return counts;
      },
      oldestPendingCreatedAt: () => oldest.get()?.oldest ?? null,
      rows: () => all.all().map(toOutboxRow),
    },
  };
}
