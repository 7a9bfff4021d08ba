import type { LeadKind } from '@rooted/lead-capture';
import type { SiteDatabase } from '../admin/site-db';

/** How many leads one form brought on one UTC day. */
export interface LeadDayCount {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: LeadKind;
  count: number;
}

/**
 * Leads accepted per UTC day and form, counted as each is accepted. Kept apart from the outbox,
 * which deletes delivered leads after a week: the count of a day outlives its leads, holds no
 * personal data, and is one short row per day and form.
 */
export interface LeadDays {
  /** Counts one accepted lead of this form on the UTC day of `at` (epoch ms). */
  count(kind: LeadKind, at: number): Promise<void>;
  /** Every day and form with leads, from `fromDay` on (inclusive), oldest first. */
  since(fromDay: string): Promise<LeadDayCount[]>;
}

/** The UTC day (`YYYY-MM-DD`) of an epoch ms. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The counts in the site database (SQLite, SITE_DB), table created on open. */
export function createSqliteLeadDays(db: SiteDatabase): LeadDays {
  db.exec(`CREATE TABLE IF NOT EXISTS lead_days (
    day TEXT NOT NULL,
    kind TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, kind)
  )`);
  const add = db.prepare(`INSERT INTO lead_days (day, kind, count) VALUES (?, ?, 1)
    ON CONFLICT (day, kind) DO UPDATE SET count = count + 1`);
  const from = db.prepare<[string], LeadDayCount>('SELECT day, kind, count FROM lead_days WHERE day >= ? ORDER BY day, kind');
  return {
    async count(kind, at) {
      add.run(utcDay(at), kind);
    },
    async since(fromDay) {
      return from.all(fromDay);
    },
  };
}
