import type { LeadKind } from '@rooted/lead-capture';
import type { SiteDatabase } from '../database/site-db';

/** How many leads one form brought on one UTC day. */
export interface LeadDayCount {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: LeadKind;
  count: number;
}

/**
 * Leads accepted per UTC day and form. Kept apart from the outbox, which deletes delivered leads
 * after a week: the count of a day outlives its leads, holds no personal data, and is one short
 * row per day and form. Leads are counted in memory and added here in batches
 * (lead-day-counter.ts), never one write per lead on the request's thread.
 */
export interface LeadDays {
  /** Adds each count to its day and form's row, in one write; each day and form at most once. */
  add(counts: readonly LeadDayCount[]): Promise<void>;
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
  const upsert = db.prepare<[string, string, number]>(`INSERT INTO lead_days (day, kind, count) VALUES (?, ?, ?)
    ON CONFLICT (day, kind) DO UPDATE SET count = count + excluded.count`);
  const addAll = db.transaction((counts: readonly LeadDayCount[]) => {
    for (const { day, kind, count } of counts) upsert.run(day, kind, count);
  });
  const from = db.prepare<[string], LeadDayCount>(
    'SELECT day, kind, count FROM lead_days WHERE day >= ? ORDER BY day, kind',
  );
  return {
    async add(counts) {
      addAll(counts);
    },
    async since(fromDay) {
      return from.all(fromDay);
    },
  };
}
