/**
 * `@rooted/telemetry/postgres`: the {@link TelemetryStore} in PostgreSQL, for a site that runs
 * several instances, so every instance counts into the same error groups and histograms. Its
 * tables are a feature of `@rooted/database`'s migration runner: migrate
 * {@link TELEMETRY_FEATURE} with the site's other features (`openDatabase({ features })`, or
 * `openPostgresStores({ features })` of the lead API) and build the store on that pool, or let
 * {@link openPostgresTelemetryStore} open a pool of its own.
 */
import { checkSchemaName, openDatabase, type PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import { bucketOf } from './histogram.js';
import type { VitalMetric } from './limits.js';
import { DEFAULT_MAX_GROUPS, type TelemetryStore, type TelemetryStoreOptions } from './store.js';
import { summarizeBuckets, type BucketRow } from './vitals-summary.js';
import { toGroup, type GroupRow } from './error-group-row.js';

/** The telemetry tables: the same columns as the SQLite file, times as epoch ms (BIGINT). */
export const TELEMETRY_FEATURE: PostgresFeature = {
  name: 'telemetry',
  migrations: [
    `CREATE TABLE telemetry_error_groups (
       fingerprint TEXT PRIMARY KEY,
       kind TEXT NOT NULL,
       message TEXT NOT NULL,
       stack TEXT,
       count BIGINT NOT NULL,
       first_seen BIGINT NOT NULL,
       last_seen BIGINT NOT NULL,
       last_route TEXT NOT NULL,
       last_release TEXT,
       last_browser TEXT NOT NULL
     );
     CREATE INDEX telemetry_error_groups_last_seen ON telemetry_error_groups (last_seen);
     CREATE TABLE telemetry_vital_buckets (
       day TEXT NOT NULL,
       route TEXT NOT NULL,
       metric TEXT NOT NULL,
       bucket INTEGER NOT NULL,
       count BIGINT NOT NULL,
       PRIMARY KEY (day, route, metric, bucket)
     );`,
  ],
};

/**
 * A {@link TelemetryStore} on a pool someone else owns (its `close()` leaves the pool open). The
 * tables must exist: migrate {@link TELEMETRY_FEATURE} first. A report of a known group is one
 * UPDATE; a new group takes a transaction-scoped lock so that instances creating groups at once
 * cannot together pass `maxGroups`.
 */
export function postgresTelemetryStoreOn(
  sql: Sql,
  schema: string,
  options: TelemetryStoreOptions = {},
): TelemetryStore {
  checkSchemaName(schema);
  const maxGroups = options.maxGroups ?? DEFAULT_MAX_GROUPS;
  const groups = sql(`${schema}.telemetry_error_groups`);
  // lower() on both sides: the text is compared case-insensitively, as on SQLite.
  const mentioning = (text: string) =>
    sql`(strpos(lower(message), lower(${text})) > 0 OR strpos(lower(coalesce(stack, '')), lower(${text})) > 0 OR strpos(lower(last_route), lower(${text})) > 0)`;
  const buckets = sql(`${schema}.telemetry_vital_buckets`);
  const lockKey = `@rooted/telemetry:groups:${schema}`;
  return {
    async recordError(report) {
      const params = {
        message: report.message,
        stack: report.stack ?? null,
        route: report.route,
        release: report.release ?? null,
        browser: report.browser,
      };
      const update = (tx: Sql) => tx`
        UPDATE ${groups} SET count = count + 1, message = ${params.message}, stack = ${params.stack},
          first_seen = LEAST(first_seen, ${report.at}), last_seen = GREATEST(last_seen, ${report.at}),
          last_route = ${params.route}, last_release = ${params.release}, last_browser = ${params.browser}
        WHERE fingerprint = ${report.fingerprint}`;
      if ((await update(sql)).count > 0) return 'counted';
      return sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`;
        // Another instance may have created the group while this one waited for the lock.
        if ((await update(tx as unknown as Sql)).count > 0) return 'counted' as const;
        const [row] = await tx<{ n: string }[]>`SELECT count(*) AS n FROM ${groups}`;
        if (Number(row?.n ?? 0) >= maxGroups) return 'dropped' as const;
        await tx`
          INSERT INTO ${groups} (fingerprint, kind, message, stack, count, first_seen, last_seen, last_route, last_release, last_browser)
          VALUES (${report.fingerprint}, ${report.kind}, ${params.message}, ${params.stack}, 1, ${report.at}, ${report.at},
                  ${params.route}, ${params.release}, ${params.browser})`;
        return 'new' as const;
      });
    },
    async recordVitals({ day, route, metrics }) {
      const rows = (Object.entries(metrics) as [VitalMetric, number][]).map(([metric, value]) => ({
        day,
        route,
        metric,
        bucket: bucketOf(metric, value),
        count: 1,
      }));
      if (rows.length === 0) return;
      await sql`
        INSERT INTO ${buckets} ${sql(rows, 'day', 'route', 'metric', 'bucket', 'count')}
        ON CONFLICT (day, route, metric, bucket) DO UPDATE SET count = ${buckets}.count + 1`;
    },
    async listErrors({ limit = 100, since = 0 } = {}) {
      const rows = await sql<
        GroupRow[]
      >`SELECT * FROM ${groups} WHERE last_seen >= ${since} ORDER BY last_seen DESC LIMIT ${limit}`;
      return rows.map(toGroup);
    },
    async vitals({ fromDay, toDay, byDay }) {
      const rows = await sql<(Omit<BucketRow, 'count'> & { count: string })[]>`
        SELECT day, route, metric, bucket, count FROM ${buckets} WHERE day >= ${fromDay} AND day <= ${toDay ?? '9999-12-31'}`;
      return summarizeBuckets(
        rows.map((row) => ({ ...row, count: Number(row.count) })),
        byDay,
      );
    },
    async errorsMentioning(text) {
      if (text === '') return [];
      const rows = await sql<GroupRow[]>`SELECT * FROM ${groups} WHERE ${mentioning(text)} ORDER BY last_seen DESC`;
      return rows.map(toGroup);
    },
    async eraseMentions(text) {
      if (text === '') return 0;
      return (await sql`DELETE FROM ${groups} WHERE ${mentioning(text)}`).count;
    },
    purge({ before, beforeDay }) {
      return sql.begin(async (tx) => ({
        errors: (await tx`DELETE FROM ${groups} WHERE last_seen < ${before}`).count,
        vitals: (await tx`DELETE FROM ${buckets} WHERE day < ${beforeDay}`).count,
      }));
    },
    close: () => Promise.resolve(),
  };
}

/** Options of {@link openPostgresTelemetryStore}. */
export interface PostgresTelemetryStoreOptions extends TelemetryStoreOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString: string;
  /** Schema of the tables (default `public`), created when missing. */
  schema?: string;
  /** Most connections of its pool. Default 2: beacons are small and few. */
  maxConnections?: number;
}

/** Opens a pool of its own, migrates the telemetry tables and resolves to the store; `close()` ends the pool. */
export async function openPostgresTelemetryStore(options: PostgresTelemetryStoreOptions): Promise<TelemetryStore> {
  const { sql, schema } = await openDatabase({
    connectionString: options.connectionString,
    schema: options.schema ?? 'public',
    maxConnections: options.maxConnections ?? 2,
    features: [TELEMETRY_FEATURE],
  });
  const store = postgresTelemetryStoreOn(sql, schema, options);
  let closed = false;
  return {
    ...store,
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
    },
  };
}
