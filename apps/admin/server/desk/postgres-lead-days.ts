import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import type { LeadDayCount, LeadDays } from './lead-days';

/** The leads-per-day counts on PostgreSQL, beside the desk's tables. */
export const SITE_LEAD_DAYS_FEATURE: PostgresFeature = {
  name: 'site_lead_days',
  migrations: [
    `CREATE TABLE lead_days (
       day TEXT NOT NULL,
       kind TEXT NOT NULL,
       count BIGINT NOT NULL,
       PRIMARY KEY (day, kind)
     );`,
  ],
};

/** The counts on the shared pool (every instance adds to the same rows); migrate with {@link SITE_LEAD_DAYS_FEATURE}. */
export function postgresLeadDaysOn(sql: Sql, schema: string): LeadDays {
  const table = sql(`${schema}.lead_days`);
  return {
    async add(counts) {
      if (counts.length === 0) return;
      // One statement for the batch: every instance adds to the same rows, so a lead each would
      // queue the instances behind one another on the row's lock.
      await sql`INSERT INTO ${table} AS days (day, kind, count)
                SELECT * FROM unnest(${sql.array(counts.map((c) => c.day))}::text[], ${sql.array(counts.map((c) => c.kind))}::text[],
                                     ${sql.array(counts.map((c) => c.count))}::bigint[])
                ON CONFLICT (day, kind) DO UPDATE SET count = days.count + EXCLUDED.count`;
    },
    async since(fromDay) {
      const rows = await sql<{ day: string; kind: LeadDayCount['kind']; count: string }[]>`
        SELECT day, kind, count FROM ${table} WHERE day >= ${fromDay} ORDER BY day, kind`;
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
