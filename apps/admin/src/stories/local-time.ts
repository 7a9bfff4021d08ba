/**
 * A story's publication moment is stored with its zone (`2026-11-26T17:00:00+01:00`), so it names
 * one instant on every server; the owner sees and types it in their own local time. These turn one
 * into the other through the browser's zone.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The value of a `datetime-local` input (`2026-11-26T17:00`) for `iso`, in the browser's zone; '' when `iso` is not a date. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** `date` as an ISO moment with the browser's offset at that date (summer time included): `2026-11-26T17:00:00+01:00`. */
export function withLocalZone(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}${zone}`;
}

/** The stored moment for a `datetime-local` value, read in the browser's zone; undefined for an incomplete value. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : withLocalZone(date);
}

/** The browser's time zone by name ("Europe/London"), for the field's hint. */
export const localZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment as the owner reads it: "26 Nov 2026, 17:00" in their zone and language. */
export const readableMoment = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'No date'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
