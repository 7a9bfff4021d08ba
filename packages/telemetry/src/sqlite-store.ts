/**
 * `@rooted/telemetry/sqlite`: the {@link TelemetryStore} in a SQLite file (better-sqlite3, as the
 * lead outbox uses). Node only.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { bucketOf } from './histogram.js';
import type { VitalMetric } from './limits.js';
import { DEFAULT_MAX_GROUPS, type TelemetryStore, type TelemetryStoreOptions } from './store.js';
import { summarizeBuckets, type BucketRow } from './vitals-summary.js';
import { toGroup, type GroupRow } from './error-group-row.js';

/** Options of {@link createSqliteTelemetryStore}. */
export interface SqliteTelemetryStoreOptions extends TelemetryStoreOptions {
  /** The database file (created with its folder when missing), or `:memory:`. */
  path: string;
  /** How long a statement waits for another process's lock. Default 1000 ms. */
  busyTimeoutMs?: number;
}

/** Each entry migrates from user_version = index to index + 1. Never edit a shipped entry: add one. */
const MIGRATIONS = [
  `CREATE TABLE error_groups (
     fingerprint TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     message TEXT NOT NULL,
     stack TEXT,
     count INTEGER NOT NULL,
     first_seen INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     last_route TEXT NOT NULL,
     last_release TEXT,
     last_browser TEXT NOT NULL
   );
   CREATE INDEX error_groups_last_seen ON error_groups (last_seen);
   CREATE TABLE vital_buckets (
     day TEXT NOT NULL,
     route TEXT NOT NULL,
     metric TEXT NOT NULL,
     bucket INTEGER NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, route, metric, bucket)
   ) WITHOUT ROWID;`,
];

/** The schema version this code writes (`PRAGMA user_version`): a backup from a newer one is refused. */
export const TELEMETRY_SQLITE_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Opens (creating and migrating as needed) a telemetry database. Telemetry is not worth a
 * `synchronous = FULL` fsync per beacon: WAL with `NORMAL` may lose the last moments of reports
 * on a power cut, never the file's consistency.
 */
export function createSqliteTelemetryStore(options: SqliteTelemetryStoreOptions): TelemetryStore {
  const maxGroups = options.maxGroups ?? DEFAULT_MAX_GROUPS;
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const db = new Database(options.path, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // An erased report's bytes must not linger in free pages.
  db.pragma('secure_delete = ON');
  db.pragma(`busy_timeout = ${Math.max(0, Math.round(options.busyTimeoutMs ?? 1000))}`);
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new Error(
        `Telemetry database version ${version} is newer than this code supports (${MIGRATIONS.length}); upgrade @rooted/telemetry.`,
      );
    }
    for (let next = version; next < MIGRATIONS.length; next += 1) db.exec(MIGRATIONS[next] as string);
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();

  const update = db.prepare(
    `UPDATE error_groups SET count = count + 1, message = @message, stack = @stack,
       first_seen = min(first_seen, @at), last_seen = max(last_seen, @at),
       last_route = @route, last_release = @release, last_browser = @browser
     WHERE fingerprint = @fingerprint`,
  );
  const groupCount = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM error_groups');
  const insert = db.prepare(
    `INSERT INTO error_groups (fingerprint, kind, message, stack, count, first_seen, last_seen, last_route, last_release, last_browser)
     VALUES (@fingerprint, @kind, @message, @stack, 1, @at, @at, @route, @release, @browser)`,
  );
  const addSample = db.prepare(
    `INSERT INTO vital_buckets (day, route, metric, bucket, count) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (day, route, metric, bucket) DO UPDATE SET count = count + 1`,
  );
  const selectGroups = db.prepare<[number, number], GroupRow>(
    'SELECT * FROM error_groups WHERE last_seen >= ? ORDER BY last_seen DESC LIMIT ?',
  );
  const selectBuckets = db.prepare<[string, string], BucketRow>(
    'SELECT day, route, metric, bucket, count FROM vital_buckets WHERE day >= ? AND day <= ?',
  );
  const MENTIONS = `instr(lower(message), lower(@text)) > 0 OR instr(lower(coalesce(stack, '')), lower(@text)) > 0 OR instr(lower(last_route), lower(@text)) > 0`;
  const selectMentions = db.prepare<[{ text: string }], GroupRow>(
    `SELECT * FROM error_groups WHERE @text <> '' AND (${MENTIONS}) ORDER BY last_seen DESC`,
  );
  const deleteMentions = db.prepare(`DELETE FROM error_groups WHERE @text <> '' AND (${MENTIONS})`);
  const purgeGroups = db.prepare('DELETE FROM error_groups WHERE last_seen < ?');
  const purgeBuckets = db.prepare('DELETE FROM vital_buckets WHERE day < ?');

  const recordError = db.transaction((report: Parameters<TelemetryStore['recordError']>[0]) => {
    const params = {
      fingerprint: report.fingerprint,
      kind: report.kind,
      message: report.message,
      stack: report.stack ?? null,
      at: report.at,
      route: report.route,
      release: report.release ?? null,
      browser: report.browser,
    };
    if (update.run(params).changes > 0) return 'counted' as const;
    if ((groupCount.get()?.n ?? 0) >= maxGroups) return 'dropped' as const;
    insert.run(params);
    return 'new' as const;
  });
  const recordVitals = db.transaction((day: string, route: string, metrics: Partial<Record<VitalMetric, number>>) => {
    for (const [name, value] of Object.entries(metrics) as [VitalMetric, number][]) {
      addSample.run(day, route, name, bucketOf(name, value));
    }
  });

  let closed = false;
  return {
    recordError: (report) => Promise.resolve(recordError.immediate(report)),
    recordVitals: ({ day, route, metrics }) => Promise.resolve(recordVitals.immediate(day, route, metrics)),
    listErrors: ({ limit = 100, since = 0 } = {}) => Promise.resolve(selectGroups.all(since, limit).map(toGroup)),
    vitals: ({ fromDay, toDay, byDay }) =>
      Promise.resolve(summarizeBuckets(selectBuckets.all(fromDay, toDay ?? '9999-12-31'), byDay)),
    errorsMentioning: (text) => Promise.resolve(selectMentions.all({ text }).map(toGroup)),
    eraseMentions(text) {
      const erased = deleteMentions.run({ text }).changes;
      // The old page versions stay in the WAL until a checkpoint copies the overwritten ones back.
      if (erased > 0) db.pragma('wal_checkpoint(TRUNCATE)');
      return Promise.resolve(erased);
    },
    purge: ({ before, beforeDay }) =>
      Promise.resolve(
        db.transaction(() => ({
          errors: purgeGroups.run(before).changes,
          vitals: purgeBuckets.run(beforeDay).changes,
        }))(),
      ),
    close: () => {
      if (!closed) db.close();
      closed = true;
      return Promise.resolve();
    },
  };
}
