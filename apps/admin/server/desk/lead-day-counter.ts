import type { LeadKind } from '@rooted/lead-capture';
import { utcDay, type LeadDayCount, type LeadDays } from './lead-days';

/** How often the counts kept in memory are added to the store. */
export const LEAD_DAY_FLUSH_MS = 1000;

/** Leads counted per UTC day and form as they are accepted, written to the store in batches. */
export interface LeadDayCounter {
  /** Counts one accepted lead of this form on the UTC day of `at` (epoch ms); costs a map update. */
  count(kind: LeadKind, at: number): void;
  /** The store's counts from `fromDay` on, after adding those still in memory. */
  since(fromDay: string): Promise<LeadDayCount[]>;
  /** Adds the counts kept in memory to the store now. */
  flush(): Promise<void>;
  /** Stops the timer and adds what is left (shut-down). */
  close(): Promise<void>;
}

/**
 * Counting in memory and writing once a second keeps the count off the lead's path: one write
 * per accepted lead was a synchronous SQLite commit on the server's main thread, about a tenth of
 * its time under load, and on PostgreSQL every instance waiting on the same row's lock. A write
 * that fails keeps its counts for the next one; a crash loses at most a second of counts for the
 * Health chart, never a lead (the outbox holds those).
 */
export function createLeadDayCounter(
  store: LeadDays,
  options: { flushMs?: number; onError?: (error: unknown) => void } = {},
): LeadDayCounter {
  const flushMs = options.flushMs ?? LEAD_DAY_FLUSH_MS;
  let pending = new Map<string, LeadDayCount>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const keep = (counts: Iterable<LeadDayCount>) => {
    for (const { day, kind, count } of counts) {
      const key = `${day} ${kind}`;
      const entry = pending.get(key);
      if (entry) entry.count += count;
      else pending.set(key, { day, kind, count });
    }
  };
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // One write at a time, in order: a batch never overtakes the one before it.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await store.add(batch);
      } catch (error) {
        keep(batch);
        options.onError?.(error);
      }
    });
    return writing;
  };

  return {
    count(kind, at) {
      keep([{ day: utcDay(at), kind, count: 1 }]);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        // The timer alone never keeps the process alive: shut-down flushes what is left.
        timer.unref?.();
      }
    },
    async since(fromDay) {
      await flush();
      return store.since(fromDay);
    },
    flush,
    close: flush,
  };
}
