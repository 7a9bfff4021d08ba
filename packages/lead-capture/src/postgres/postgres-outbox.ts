/**
 * PostgreSQL implementation of the lead outbox (`@rooted/lead-capture/postgres`), for sites that
 * run more than one instance on one database.
 *
 * Claims lock the due rows with `FOR UPDATE SKIP LOCKED` and lease them in the same statement, so
 * instances claiming at once never get the same lead and never wait for each other. Every later
 * update of a claimed lead names the attempt that claimed it (the fencing token), so the answer of
 * an instance whose lease ran out cannot overwrite a newer claim. A lead's `add` resolves once its
 * transaction has committed (PostgreSQL's default `synchronous_commit` makes that durable).
 */
import type { Sql } from 'postgres';
import type { QueuedLead } from '../lead.js';
import { emptyCounts, type DeadLeadFilter, type Outbox, type OutboxRow } from '../outbox.js';
import { parseLeadRow, toOutboxRow, toQueuedLead } from '../sqlite/lead-row.js';
import { toDeadLead, toLeadRow, type PgLeadRow } from './lead-rows.js';
import { openDatabase } from '@rooted/database';
import { OUTBOX_FEATURE } from './migrations.js';

export { POSTGRES_OUTBOX_SCHEMA_VERSION } from './migrations.js';

/** Options of {@link createPostgresOutbox}. */
export interface PostgresOutboxOptions {
  /** `postgres://user:password@host:port/database`; its query parameters (e.g. `sslmode`) apply. */
  connectionString: string;
  /**
   * The schema that holds the outbox's tables (default `public`); created when missing. Lower-case
   * letters, digits and underscores. Several sites can share a database with one schema each.
   */
  schema?: string;
  /** Most connections this outbox opens (default 5). */
  maxConnections?: number;
}

/** A PostgreSQL-backed {@link Outbox}, with a row inspector for tests and tools. */
export interface PostgresOutbox extends Outbox {
  /** Every row, oldest first. Holds personal data: never expose it over HTTP. */
  rows(): Promise<OutboxRow[]>;
}

/**
 * Connects, creates or migrates the schema (safely while other instances do the same), and
 * resolves to the outbox, which owns its connection pool. Rejects when the database cannot be
 * reached or its schema is newer than this code. To share one pool with the other PostgreSQL
 * stores (rate limits and the like), use `openPostgresStores` instead.
 */
export async function createPostgresOutbox({
  connectionString,
  schema = 'public',
  maxConnections = 5,
}: PostgresOutboxOptions): Promise<PostgresOutbox> {
  const { sql } = await openDatabase({ connectionString, schema, maxConnections, features: [OUTBOX_FEATURE] });
  return postgresOutboxOn(sql, schema, { ownsPool: true });
}

/**
 * The channel every outbox in a database notifies on; the payload names the schema, so sites that
 * share a database with a schema each wake only their own workers.
 */
export const NOTIFY_CHANNEL = 'rooted_lead_capture';

/**
 * The outbox over a pool someone else opened and migrated (with {@link OUTBOX_FEATURE}).
 * With `ownsPool`, `close()` ends the pool; otherwise the pool's owner ends it.
 */
export function postgresOutboxOn(sql: Sql, schema: string, { ownsPool }: { ownsPool: boolean }): PostgresOutbox {
  return outboxOn(sql, schema, ownsPool);
}

function outboxOn(sql: Sql, schema: string, ownsPool: boolean): PostgresOutbox {
  const leads = sql(`${schema}.leads`);
  const keys = sql(`${schema}.idempotency_keys`);
  // Sent with the statement that makes a lead due (one round trip); delivered to listeners when
  // the transaction commits, so a woken worker always finds the row.
  const notify = () => sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${schema})`;

  /** The SQL condition for a dead-lead filter; `null` when it cannot match anything. */
  const deadMatching = (filter: DeadLeadFilter) => {
    if (filter.ids && filter.ids.length === 0) return null;
    return sql`state = 'dead'
      ${filter.ids ? sql`AND id = ANY(${sql.array([...filter.ids])})` : sql``}
      ${filter.kind ? sql`AND kind = ${filter.kind}` : sql``}
      ${filter.errorContains !== undefined ? sql`AND strpos(COALESCE(last_error, ''), ${filter.errorContains}) > 0` : sql``}`;
  };

  let closed = false;
  return {
    async add(lead, options = {}) {
      const consent = lead.consent ? JSON.stringify(lead.consent) : null;
      const insert = (db: Sql) => db`
        WITH added AS (
          INSERT INTO ${leads} (id, kind, payload, consent, created_at, state, attempts, next_attempt_at)
          VALUES (${lead.id}, ${lead.data.kind}, ${JSON.stringify(lead.data)}, ${consent}, ${lead.createdAt}, 'pending', 0, ${lead.createdAt})
          RETURNING 1
        ) ${notify()} FROM added`;
      const key = lead.idempotencyKey;
      // Without a key the insert is one statement, so one round trip and no explicit transaction.
      if (key === undefined) {
        await insert(sql);
        return { id: lead.id, replayed: false };
      }
      return sql.begin(async (tx) => {
        // Claim the key, or take over one older than the window. Two submissions with one key
        // at once queue on the key's row: the second finds it taken and answers the first's id.
        const taken = await tx`
          INSERT INTO ${keys} (key, lead_id, created_at) VALUES (${key}, ${lead.id}, ${lead.createdAt})
          ON CONFLICT (key) DO UPDATE SET lead_id = EXCLUDED.lead_id, created_at = EXCLUDED.created_at
          WHERE ${keys}.created_at < ${options.idempotencySince ?? 0}
          RETURNING lead_id`;
        if (taken.length === 0) {
          const [known] = await tx<{ lead_id: string }[]>`SELECT lead_id FROM ${keys} WHERE key = ${key}`;
          return { id: known!.lead_id, replayed: true };
        }
        await insert(tx as unknown as Sql);
        return { id: lead.id, replayed: false };
      });
    },

    async findByIdempotencyKey(key, since) {
      const [row] = await sql<
        { lead_id: string }[]
      >`SELECT lead_id FROM ${keys} WHERE key = ${key} AND created_at >= ${since}`;
      return row?.lead_id ?? null;
    },

    async claimDue({ now, leaseMs, limit }) {
      return sql.begin(async (tx) => {
        // One statement locks the due rows other instances have not locked and leases them.
        const rows = await tx<(PgLeadRow & { due_at: string; due_seq: string })[]>`
          WITH due AS (
            SELECT id, next_attempt_at AS due_at, seq AS due_seq FROM ${leads}
            WHERE state IN ('pending', 'delivering') AND next_attempt_at <= ${now}
            ORDER BY next_attempt_at, created_at, seq
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE ${leads} AS l SET state = 'delivering', attempts = l.attempts + 1, next_attempt_at = ${now + leaseMs}
          FROM due WHERE l.id = due.id
          RETURNING l.*, due.due_at, due.due_seq`;
        rows.sort(
          (a, b) =>
            Number(a.due_at) - Number(b.due_at) ||
            Number(a.created_at) - Number(b.created_at) ||
            Number(a.due_seq) - Number(b.due_seq),
        );
        const claimed: QueuedLead[] = [];
        for (const pgRow of rows) {
          const row = toLeadRow(pgRow);
          const parsed = parseLeadRow(row);
          if (parsed.ok) {
            claimed.push(toQueuedLead(row, parsed, row.attempts));
            continue;
          }
          // Set aside in the same transaction, so no instance ever sees it leased: a broken row
          // must not block the queue, and its claim was no delivery attempt.
          await tx`UPDATE ${leads} SET state = 'dead', last_error = ${parsed.reason}, next_attempt_at = ${now}, attempts = attempts - 1
                   WHERE id = ${row.id}`;
        }
        return claimed;
      });
    },

    async markDelivered(id, attempt, at) {
      const result = await sql`
        UPDATE ${leads} SET state = 'delivered', delivered_at = ${at}, last_error = NULL
        WHERE id = ${id} AND state = 'delivering' AND attempts = ${attempt}`;
      return result.count === 1;
    },

    async markRetry(id, attempt, error, nextAttemptAt, options) {
      const refund = options?.refundAttempt ? 1 : 0;
      // Notifies, so an idle instance learns the new due time (at once for a released lead).
      const result = await sql`
        WITH retried AS (
          UPDATE ${leads} SET state = 'pending', last_error = ${error}, next_attempt_at = ${nextAttemptAt}, attempts = attempts - ${refund}
          WHERE id = ${id} AND state = 'delivering' AND attempts = ${attempt}
          RETURNING 1
        ) ${notify()} FROM retried`;
      return result.count === 1;
    },

    async markDead(id, attempt, error, at) {
      // A dead lead's next_attempt_at records when it was given up.
      const result = await sql`
        UPDATE ${leads} SET state = 'dead', last_error = ${error}, next_attempt_at = ${at}
        WHERE id = ${id} AND state = 'delivering' AND attempts = ${attempt}`;
      return result.count === 1;
    },

    async listDead(filter = {}, limit = 1000) {
      const where = deadMatching(filter);
      if (!where) return [];
      const rows = await sql<PgLeadRow[]>`
        SELECT id, kind, created_at, next_attempt_at, attempts, last_error FROM ${leads}
        WHERE ${where} ORDER BY next_attempt_at, seq LIMIT ${limit}`;
      return rows.map(toDeadLead);
    },

    async requeueDead(filter, now) {
      const where = deadMatching(filter);
      if (!where) return 0;
      const result =
        await sql`UPDATE ${leads} SET state = 'pending', attempts = 0, next_attempt_at = ${now}, requeued_at = ${now} WHERE ${where}`;
      if (result.count > 0) await notify();
      return result.count;
    },

    async counts() {
      const counts = emptyCounts();
      const rows = await sql<
        { state: keyof typeof counts; n: string }[]
      >`SELECT state, COUNT(*) AS n FROM ${leads} GROUP BY state`;
      for (const { state, n } of rows) counts[state] = Number(n);
      return counts;
    },

    async oldestPendingCreatedAt() {
      const [row] = await sql<
        { oldest: string | null }[]
      >`SELECT MIN(created_at) AS oldest FROM ${leads} WHERE state IN ('pending', 'delivering')`;
      return row?.oldest == null ? null : Number(row.oldest);
    },

    async purge({ deliveredBefore, idempotencyBefore }) {
      return sql.begin(async (tx) => {
        await tx`DELETE FROM ${keys} WHERE created_at < ${idempotencyBefore}`;
        const result = await tx`DELETE FROM ${leads} WHERE state = 'delivered' AND delivered_at < ${deliveredBefore}`;
        return result.count;
      });
    },

    async purgeDead(before) {
      const result = await sql`DELETE FROM ${leads} WHERE state = 'dead' AND next_attempt_at < ${before}`;
      return result.count;
    },

    async nextDueAt() {
      const [row] = await sql<
        { due: string | null }[]
      >`SELECT MIN(next_attempt_at) AS due FROM ${leads} WHERE state IN ('pending', 'delivering')`;
      return row?.due == null ? null : Number(row.due);
    },

    async watch(onChange) {
      // A dedicated connection that reconnects by itself; every (re)connect may have missed a
      // notification, so it counts as a change too.
      const listening = await sql.listen(
        NOTIFY_CHANNEL,
        (payload) => payload === schema && onChange(),
        () => onChange(),
      );
      return () => listening.unlisten();
    },

    async close() {
      if (closed) return;
      closed = true;
      if (ownsPool) await sql.end({ timeout: 5 });
    },

    async rows() {
      const rows = await sql<PgLeadRow[]>`SELECT * FROM ${leads} ORDER BY created_at, seq`;
      return rows.map((row) => toOutboxRow(toLeadRow(row)));
    },
  };
}
