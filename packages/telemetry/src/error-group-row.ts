import type { ErrorKind } from './limits.js';
import type { ErrorGroup } from './store.js';

/**
 * An error group as both SQL stores select it (same column names). PostgreSQL returns its
 * bigint columns as strings, SQLite as numbers; {@link toGroup} reads either.
 */
export interface GroupRow {
  fingerprint: string;
  kind: ErrorKind;
  message: string;
  stack: string | null;
  count: number | string;
  first_seen: number | string;
  last_seen: number | string;
  last_route: string;
  last_release: string | null;
  last_browser: string;
}

/** The {@link ErrorGroup} a selected row describes. */
export function toGroup(row: GroupRow): ErrorGroup {
  return {
    fingerprint: row.fingerprint,
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    count: Number(row.count),
    firstSeen: Number(row.first_seen),
    lastSeen: Number(row.last_seen),
    lastRoute: row.last_route,
    lastRelease: row.last_release,
    lastBrowser: row.last_browser,
  };
}
