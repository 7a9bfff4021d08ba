import type { Sql } from 'postgres';
import type { PostgresFeature } from '@rooted/database';
import { CONFIRMED_JOB_PREFIX } from '../consent/confirmed-job.js';
import { isPrivacyJob, PRIVACY_JOB_PREFIX } from '../erasure/personal-data.js';
import type { LeadState } from '../lead.js';
import { NOTIFY_CHANNEL } from '../postgres/postgres-outbox.js';
import { toLeadRow, type PgLeadRow } from '../postgres/lead-rows.js';
import {
  searchPattern,
  searchText,
  STANDING_STATES,
  toListedLead,
  toPage,
  type LeadList,
  type LeadListQuery,
} from './lead-list.js';

/**
 * What the owner's list needs in the outbox's schema, migrated after the outbox's own tables:
 * an index in the list's order, so a page is a short walk however many leads there are, and a
 * JSON reader that answers NULL for a payload that is not JSON (a plain cast would fail the whole
 * search on one damaged row).
 */
export const LEAD_LIST_FEATURE: PostgresFeature = {
  name: 'lead-list',
  migrations: [
    `CREATE INDEX leads_newest ON leads (created_at DESC, id DESC);
     CREATE FUNCTION lead_list_json(payload TEXT) RETURNS JSONB LANGUAGE plpgsql IMMUTABLE AS $$
     BEGIN
       RETURN payload::jsonb;
     EXCEPTION WHEN others THEN
       RETURN NULL;
     END $$;`,
  ],
};

/**
 * The owner's list on the PostgreSQL outbox (its pool and schema, e.g. `PostgresStores.sql` and
 * `.schema`). The schema must have been migrated with {@link LEAD_LIST_FEATURE}.
 */
export function postgresLeadListOn(sql: Sql, schema: string): LeadList {
  const leads = sql(`${schema}.leads`);
  const json = sql(`${schema}.lead_list_json`);
  return {
    async getLead(id) {
      const [row] = await sql<PgLeadRow[]>`SELECT * FROM ${leads} WHERE id = ${id}`;
      return row ? toListedLead(toLeadRow(row)) : null;
    },
    async correctLead(id, data, { now, update }) {
      if (isPrivacyJob(id)) return { ok: false, reason: 'not-found' };
      return sql.begin(async (tx) => {
        // Locked, so a claim by another instance waits for this correction (and then sends it).
        const [row] = await tx<
          { kind: string; state: LeadState }[]
        >`SELECT kind, state FROM ${leads} WHERE id = ${id} FOR UPDATE`;
        if (!row) return { ok: false as const, reason: 'not-found' as const };
        if (row.kind !== data.kind) return { ok: false as const, reason: 'other-form' as const };
        if (row.state === 'delivering') return { ok: false as const, reason: 'sending' as const };
        const requeue =
          row.state === 'dead'
            ? tx`, state = 'pending', attempts = 0, next_attempt_at = ${now}, requeued_at = ${now}`
            : tx``;
        await tx`UPDATE ${leads} SET payload = ${JSON.stringify(data)} ${requeue} WHERE id = ${id}`;
        if (row.state === 'delivered') {
          await tx`INSERT INTO ${leads} (id, kind, payload, consent, created_at, state, attempts, next_attempt_at)
                   VALUES (${update.id}, ${update.data.kind}, ${JSON.stringify(update.data)}, NULL, ${update.createdAt}, 'pending', 0, ${update.createdAt})`;
        }
        // Wakes the workers of every instance: a lead is due now (sent when the transaction commits).
        if (row.state !== 'pending') await tx`SELECT pg_notify(${NOTIFY_CHANNEL}, ${schema})`;
        return { ok: true as const, was: row.state, updateQueued: row.state === 'delivered' };
      });
    },
    async deleteDeadLead(id) {
      if (isPrivacyJob(id)) return false;
      const keys = sql(`${schema}.idempotency_keys`);
      return sql.begin(async (tx) => {
        const deleted = await tx`DELETE FROM ${leads} WHERE id = ${id} AND state = 'dead'`;
        if (deleted.count === 1) await tx`DELETE FROM ${keys} WHERE lead_id = ${id}`;
        return deleted.count === 1;
      });
    },
    async listLeads(query: LeadListQuery) {
      const kind = query.kind ? sql`AND kind = ${query.kind}` : sql``;
      const standing = query.standing ? sql`AND state IN ${sql(STANDING_STATES[query.standing] as string[])}` : sql``;
      const text = searchText(query.search);
      const pattern = text ? searchPattern(text) : null;
      const search = pattern
        ? sql`AND EXISTS (SELECT 1 FROM (SELECT ${json}(payload) AS j) AS parsed
                          WHERE lower(coalesce(j->>'email', '')) LIKE lower(${pattern})
                             OR lower(coalesce(j->>'name', j->>'firstName', '')) LIKE lower(${pattern}))`
        : sql``;
      const after = query.after ? sql`AND (created_at, id) < (${query.after.createdAt}, ${query.after.id})` : sql``;
      // Erasure jobs carry an address to Omnisend; they are not leads, and are deleted once sent.
      // A confirmed signup is listed once, as its confirmed subscription (one key lookup per row).
      const rows = await sql<PgLeadRow[]>`
        SELECT * FROM ${leads} AS listed WHERE NOT starts_with(id, ${PRIVACY_JOB_PREFIX})
          AND NOT EXISTS (SELECT 1 FROM ${leads} AS confirmed WHERE confirmed.id = ${CONFIRMED_JOB_PREFIX}::text || listed.id)
          ${kind} ${standing} ${search} ${after}
        ORDER BY created_at DESC, id DESC LIMIT ${query.limit + 1}`;
      return toPage(rows.map(toLeadRow), query.limit);
    },
  };
}
