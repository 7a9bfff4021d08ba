import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import { utcDay, type LeadDayCount, type LeadDays } from './lead-days';

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
    async count(kind, at) {
      await sql`INSERT INTO ${table} AS days (day, kind, count) VALUES (${utcDay(at)}, ${kind}, 1)
                ON CONFLICT (day, kind) DO UPDATE SET count = days.count + 1`;
    },
    async since(fromDay) {
      const rows = await sql<{ day: string; kind: LeadDayCount['kind']; count: string }[]>`
        SELECT day, kind, count FROM ${table} WHERE day >= ${fromDay} ORDER BY day, kind`;
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
