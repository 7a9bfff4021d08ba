import type { PostgresFeature } from '@rooted/lead-capture/postgres';
import type { Sql } from 'postgres';
import type { AuditAction, DeskStore, HandledMark } from './desk-store';

/** The desk's tables on PostgreSQL, beside the owners' tables. */
export const SITE_DESK_FEATURE: PostgresFeature = {
  name: 'site_desk',
  migrations: [
    `CREATE TABLE owner_audit (
       id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       at BIGINT NOT NULL,
       owner TEXT NOT NULL,
       action TEXT NOT NULL,
       detail TEXT NOT NULL
     );
     CREATE TABLE lead_handled (
       lead_id TEXT PRIMARY KEY,
       at BIGINT NOT NULL,
       owner TEXT NOT NULL
     );`,
  ],
};

/** The desk's store on the shared pool; the schema must be migrated with {@link SITE_DESK_FEATURE}. */
export function postgresDeskStoreOn(sql: Sql, schema: string): DeskStore {
  const audit = sql(`${schema}.owner_audit`);
  const handled = sql(`${schema}.lead_handled`);
  return {
    async record({ at, owner, action, detail }) {
      await sql`INSERT INTO ${audit} (at, owner, action, detail) VALUES (${at}, ${owner}, ${action}, ${detail})`;
    },
    async audit({ limit, before }) {
      const rows = await sql<{ id: string; at: string; owner: string; action: AuditAction; detail: string }[]>`
        SELECT * FROM ${audit} WHERE id < ${before ?? Number.MAX_SAFE_INTEGER} ORDER BY id DESC LIMIT ${limit}`;
      return rows.map((row) => ({ ...row, id: Number(row.id), at: Number(row.at) }));
    },
    async markHandled(leadId, { at, owner }) {
      await sql`INSERT INTO ${handled} (lead_id, at, owner) VALUES (${leadId}, ${at}, ${owner}) ON CONFLICT (lead_id) DO NOTHING`;
    },
    async handled(leadIds) {
      const marks = new Map<string, HandledMark>();
      if (leadIds.length === 0) return marks;
      const rows = await sql<{ lead_id: string; at: string; owner: string }[]>`
        SELECT lead_id, at, owner FROM ${handled} WHERE lead_id IN ${sql(leadIds as string[])}`;
      for (const row of rows) marks.set(row.lead_id, { at: Number(row.at), owner: row.owner });
      return marks;
    },
  };
}
