import { z } from 'zod';
import type { SummaryTime } from '../../src/settings/settings-types';
import type { OwnerSettings } from '../desk/owner-settings';

export type { SummaryTime };

/** Where an owner's hour of the daily summary is kept: a setting of its own per owner address. */
export const summaryTimeKey = (owner: string) => `summary-time:${owner.trim().toLowerCase()}` as const;

/** Until she chooses, the summary goes out after 07:00 UTC, as it always has. */
export const DEFAULT_SUMMARY_TIME: SummaryTime = { hour: 7, timeZone: 'UTC' };

/** True for a time zone this server's Intl knows (an IANA name such as `Europe/London`). */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The body of `PUT …/settings/summary`: a whole hour and the zone her browser reports. */
export const summaryTimeSchema = z
  .object({
    hour: z
      .number({ error: 'Choose an hour from 0 to 23.' })
      .int({ error: 'Choose an hour from 0 to 23.' })
      .min(0, { error: 'Choose an hour from 0 to 23.' })
      .max(23, { error: 'Choose an hour from 0 to 23.' }),
    timeZone: z
      .string({ error: 'Say which time zone the hour is in.' })
      .max(64, { error: 'That is not a time zone this server knows.' })
      .refine(knownTimeZone, { error: 'That is not a time zone this server knows.' }),
  })
  .strict();

/** Reads one owner's hour; a stored value that no longer parses (a zone dropped from Intl) is the default. */
export async function summaryTimeOf(settings: OwnerSettings, owner: string): Promise<SummaryTime> {
  const stored = await settings.get(summaryTimeKey(owner));
  if (!stored) return DEFAULT_SUMMARY_TIME;
  try {
    const parsed = summaryTimeSchema.safeParse(JSON.parse(stored.value));
    return parsed.success ? parsed.data : DEFAULT_SUMMARY_TIME;
  } catch {
    return DEFAULT_SUMMARY_TIME;
  }
}

/** The hour (0–23) and the day (YYYY-MM-DD) of `at` on the clocks of `timeZone`, daylight saving included. */
export function localClock(at: number, timeZone: string): { hour: number; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '';
  return { hour: Number(part('hour')), day: `${part('year')}-${part('month')}-${part('day')}` };
}
