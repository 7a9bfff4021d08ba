import type { Sql } from 'postgres';
import type { RateLimitStore } from '@rooted/server-kit';
import type { PostgresFeature } from '@rooted/database';

/**
 * The rate-limit counters' table: one row per key with the times of its allowed hits inside the
 * window (a sliding log, as in memory), the verdict of its latest hit, and when the row may go.
 */
export const RATE_LIMIT_FEATURE: PostgresFeature = {
  name: 'rate_limits',
  migrations: [
    `CREATE TABLE rate_limits (
       key TEXT PRIMARY KEY,
       hits BIGINT[] NOT NULL,
       allowed BOOLEAN NOT NULL,
       expires_at BIGINT NOT NULL
     );
     CREATE INDEX rate_limits_expires ON rate_limits (expires_at);`,
  ],
};

/**
 * A {@link RateLimitStore} every instance shares. One statement per hit: an upsert on the key's
 * row, which PostgreSQL locks for the statement, so hits at several instances on one key queue
 * on that row and each sees the others' counts; the limit holds exactly, not per instance.
 * Rows whose window has passed are deleted at most once a window, in the background.
 */
export function postgresRateLimitStoreOn(sql: Sql, schema: string): RateLimitStore {
  const table = sql(`${schema}.rate_limits`);
  let purgedAt = 0;
  const purge = (now: number, windowMs: number) => {
    if (now - purgedAt < windowMs) return;
    purgedAt = now;
    // Keys hold client addresses: they go once their window is over, not kept as a log.
    void sql`DELETE FROM ${table} WHERE expires_at < ${now}`.catch(() => undefined);
  };
  return {
    async hit(key, now, { limit, windowMs }) {
      purge(now, windowMs);
      const since = now - windowMs;
      // Every SET expression reads the row as it was before this hit, so `allowed` and `hits`
      // agree; the recent hits are the ones inside the window, oldest first.
      const recent = sql`ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > ${since} ORDER BY h)`;
      const [row] = await sql<{ allowed: boolean; oldest: string }[]>`
        INSERT INTO ${table} AS r (key, hits, allowed, expires_at)
        VALUES (${key}, ARRAY[${now}::bigint], ${limit > 0}, ${now + windowMs})
        ON CONFLICT (key) DO UPDATE SET
          allowed = cardinality(${recent}) < ${limit},
          hits = CASE WHEN cardinality(${recent}) < ${limit} THEN ${recent} || ${now}::bigint ELSE ${recent} END,
          expires_at = CASE WHEN cardinality(${recent}) < ${limit} THEN GREATEST(r.expires_at, ${now + windowMs}) ELSE r.expires_at END
        RETURNING allowed, hits[1] AS oldest`;
      if (row?.allowed) return { allowed: true };
      const oldest = row?.oldest == null ? now : Number(row.oldest);
      return { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - now) };
    },
  };
}
