import type { Sql } from 'postgres';
import type { PostgresFeature } from '@rooted/database';
import { PRIVACY_JOB_PREFIX } from '../erasure/personal-data.js';
import { toLeadRow, type PgLeadRow } from '../postgres/lead-rows.js';
import { searchPattern, searchText, STANDING_STATES, toListedLead, toPage, type LeadList, type LeadListQuery } from './lead-list.js';

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
      const after = query.after
        ? sql`AND (created_at, id) < (${query.after.createdAt}, ${query.after.id})`
        : sql``;
      // Erasure jobs carry an address to Omnisend; they are not leads, and are deleted once sent.
      const rows = await sql<PgLeadRow[]>`
        SELECT * FROM ${leads} WHERE NOT starts_with(id, ${PRIVACY_JOB_PREFIX}) ${kind} ${standing} ${search} ${after}
        ORDER BY created_at DESC, id DESC LIMIT ${query.limit + 1}`;
      return toPage(rows.map(toLeadRow), query.limit);
    },
  };
}
