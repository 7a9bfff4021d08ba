import postgres, { type Sql } from 'postgres';

/** Options of {@link openPool}. */
export interface PoolOptions {
  /** `postgres://user:password@host:port/database` (e.g. `DATABASE_URL`); its query parameters (e.g. `sslmode`) apply. */
  connectionString: string;
  /**
   * Most connections of the pool (default 10). Each instance opens up to this many, plus one for
   * notifications: keep instances × (max + 1) under the server's `max_connections`.
   */
  maxConnections?: number;
  /**
   * Longest wait for a new connection, in seconds (default 30, the client's own). A server that
   * serves requests from the pool wants it short, so a database that cannot be reached turns into
   * a quick 503 rather than a request left hanging.
   */
  connectTimeoutSeconds?: number;
  /**
   * Longest run of one statement, in ms, set for every connection of the pool (default none).
   * Migrations lift it for their own transaction: waiting for another instance's migration lock
   * is expected to take longer.
   */
  statementTimeoutMs?: number;
  /**
   * Wait before a closed connection is opened again, in seconds. The client's own default grows
   * with every failed try up to 20 s, so after a ten-second outage the pool would keep the database
   * away for up to 20 s more, and requests queued on it would hang that long. A short fixed wait
   * brings the pool back as soon as the database is.
   */
  reconnectDelaySeconds?: number;
}

/**
 * A `postgres` pool with the bounds of {@link PoolOptions}. Connecting is lazy: nothing is opened until the first
 * query, so this never fails for an unreachable database.
 */
export function openPool(options: PoolOptions): Sql {
  const {
    connectionString,
    maxConnections = 10,
    connectTimeoutSeconds,
    statementTimeoutMs,
    reconnectDelaySeconds,
  } = options;
  return postgres(connectionString, {
    max: maxConnections,
    // Notices ("schema already exists") are expected during migration and not worth a log line.
    onnotice: () => {},
    ...(connectTimeoutSeconds !== undefined ? { connect_timeout: connectTimeoutSeconds } : {}),
    ...(statementTimeoutMs !== undefined ? { connection: { statement_timeout: statementTimeoutMs } } : {}),
    ...(reconnectDelaySeconds !== undefined ? { backoff: () => reconnectDelaySeconds } : {}),
  });
}
