const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-11-22' → '22 November 2026'. Formatted by hand rather than with Intl so
 * the prerendered text and the hydrating browser can never disagree.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Expected a date as YYYY-MM-DD, got "${iso}".`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
