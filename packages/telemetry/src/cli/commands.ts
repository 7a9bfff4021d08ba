import type { CommandIo } from '@rooted/lead-capture/node';
import { VITAL_METRICS } from '../limits.js';
import { utcDay, type ErrorGroup, type RouteVitals, type TelemetryStore } from '../store.js';

export const USAGE = `Usage: telemetry <command> [options]   (the database: --db FILE, else DATABASE_URL, else TELEMETRY_DB)

Commands:
  errors [--days N] [--limit N]   error groups seen in the last N days (default 30), latest first
  vitals [--days N] [--by-day]    p75 and sample count of LCP, INP, CLS, FCP and TTFB per route
                                  over the last N days (default 7), or per route and day

Options: --json prints JSON instead of text.`;

/** The flags the commands read. */
export interface CommandFlags {
  days?: string | undefined;
  limit?: string | undefined;
  'by-day'?: boolean | undefined;
  json?: boolean | undefined;
}

const DAY_MS = 86_400_000;

/** One `telemetry` command against an open store; resolves to the exit code. */
export async function runTelemetryCommand(
  store: TelemetryStore,
  command: string,
  flags: CommandFlags,
  io: CommandIo,
  now: number,
): Promise<number> {
  const print = (value: unknown, text: string) => io.out(flags.json ? JSON.stringify(value, null, 2) : text);
  switch (command) {
    case 'errors': {
      const days = count(flags.days, 30);
      const limit = count(flags.limit, 50);
      if (days === null || limit === null) return usage(io, '--days and --limit take a whole number from 1.');
      const errors = await store.listErrors({ limit, since: now - days * DAY_MS });
      print(
        { days, errors },
        errors.length
          ? errors.map((group) => describeError(group, now)).join('\n\n')
          : `No errors in the last ${days} days.`,
      );
      return 0;
    }
    case 'vitals': {
      const days = count(flags.days, 7);
      if (days === null) return usage(io, '--days takes a whole number from 1.');
      const fromDay = utcDay(now - (days - 1) * DAY_MS);
      const routes = await store.vitals({ fromDay, byDay: flags['by-day'] === true });
      print({ days, fromDay, routes }, routes.length ? vitalsTable(routes) : `No field vitals since ${fromDay}.`);
      return 0;
    }
    default:
      return usage(io, `Unknown command "${command}".`);
  }
}

function count(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : null;
}

function usage(io: CommandIo, message: string): number {
  io.error(`${message}\n\n${USAGE}`);
  return 2;
}

function describeError(group: ErrorGroup, now: number): string {
  const frames = (group.stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((line) => `    ${line.trim()}`);
  return [
    `${String(group.count).padStart(6)}×  ${group.kind.padEnd(18)}  ${group.message.split('\n')[0]?.slice(0, 160) ?? ''}`,
    `        first ${new Date(group.firstSeen).toISOString()}, last ${ago(now - group.lastSeen)} on ${group.lastRoute}` +
      `${group.lastRelease ? `, release ${group.lastRelease}` : ''}, ${group.lastBrowser}  [${group.fingerprint}]`,
    ...frames,
  ].join('\n');
}

function ago(ms: number): string {
  if (ms < 3_600_000) return `${Math.max(0, Math.round(ms / 60_000))} min ago`;
  if (ms < DAY_MS) return `${Math.round(ms / 3_600_000)} h ago`;
  return `${Math.round(ms / DAY_MS)} days ago`;
}

/** Route rows, one column per metric: `p75 (count)`, a rating mark for the Core Web Vitals. */
function vitalsTable(routes: RouteVitals[]): string {
  const mark = { good: '', 'needs-improvement': '~', poor: '!' } as const;
  const header = ['route', ...(routes[0]?.day ? ['day'] : []), ...VITAL_METRICS];
  const rows = routes.map((entry) => [
    entry.route,
    ...(entry.day ? [entry.day] : []),
    ...VITAL_METRICS.map((metric) => {
      const summary = entry.metrics[metric];
      if (!summary) return '-';
      const value = metric === 'CLS' ? summary.p75.toFixed(3) : `${summary.p75} ms`;
      return `${value}${mark[summary.rating]} (${summary.count})`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    'p75 (samples); ~ needs improvement, ! poor, by the published Core Web Vitals thresholds.',
  ].join('\n');
}
