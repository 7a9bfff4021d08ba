import { formatIsoDate } from '../text/format-date';

/**
 * An instant with its zone ('2026-10-14T09:00:00Z') as the day it names in UTC, for `<time>`'s
 * datetime and for people ('14 October 2026'). The day is taken in UTC so every server and the
 * prerender print the same date.
 */
export function storyDay(instant: string): { iso: string; label: string } {
  const iso = new Date(instant).toISOString().slice(0, 10);
  return { iso, label: formatIsoDate(iso) };
}
