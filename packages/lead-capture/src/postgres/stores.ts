/**
 * Every piece of the lead API's server state on one PostgreSQL database, over one connection pool.
 *
 * The pattern for a new store (telemetry…): write its tables as a
 * {@link PostgresFeature} (its own name, its own migration list) and a `…On(sql, schema)` factory
 * over a shared pool, add the feature to {@link STORE_FEATURES} and the store to
 * {@link PostgresStores}. All features migrate in one transaction under one advisory lock, so
 * instances starting together take turns, and a release never half-migrates.
 */
import postgres, { type Sql } from 'postgres';
import type { ConsentStore } from '../consent/consent-store.js';
import type { UsedNonceStore } from '../bot-defence/used-nonces.js';
import type { RequestBudgetStore } from '@rooted/omnisend';
import type { RateLimitStore } from '@rooted/server-kit';
import { requestBudgetIn } from '../request-budget.js';
import { CONSENT_FEATURE, postgresConsentStoreOn } from './consent-store.js';
import { migrate, OUTBOX_FEATURE, type PostgresFeature } from './migrations.js';
import { checkSchemaName, postgresOutboxOn, type PostgresOutbox } from './postgres-outbox.js';
import { postgresRateLimitStoreOn, RATE_LIMIT_FEATURE } from './rate-limit-store.js';
import { postgresUsedNonceStoreOn, USED_NONCES_FEATURE } from './used-nonce-store.js';

/** The tables {@link openPostgresStores} creates and migrates, in this order. */
export const STORE_FEATURES: readonly PostgresFeature[] = [OUTBOX_FEATURE, RATE_LIMIT_FEATURE, CONSENT_FEATURE, USED_NONCES_FEATURE];

/** Options of {@link openPostgresStores}. */
export interface PostgresStoresOptions {
  /** `postgres://user:password@host:port/database` (e.g. `DATABASE_URL`); its query parameters (e.g. `sslmode`) apply. */
  connectionString: string;
  /** Schema for every table (default `public`); created when missing. Lower-case letters, digits and underscores. */
  schema?: string;
  /**
   * Most connections of the shared pool (default 10). Each instance opens up to this many, plus
   * one for notifications: keep instances × (max + 1) under the server's `max_connections`.
   */
  maxConnections?: number;
  /**
   * Tables of other packages' stores (e.g. telemetry) to migrate in the same transaction and under
   * the same lock as the lead API's, so they can share the pool ({@link PostgresStores.sql}).
   */
  features?: readonly PostgresFeature[];
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

/** The lead API's stores on one database; pass them to `createLeadCapture({ stores })`. */
export interface PostgresStores {
  /** Leads and idempotency keys; wakes idle workers of every instance with `LISTEN`/`NOTIFY`. */
  outbox: PostgresOutbox;
  /** Rate-limit counts every instance shares. */
  rateLimits: RateLimitStore;
  /** Double opt-in signups, so a link mailed by one instance is confirmed once at any. */
  consent: ConsentStore;
  /** Used form tokens, so a token used at one instance is refused at every other. */
  usedNonces: UsedNonceStore;
  /** Omnisend's request budget, counted in `rateLimits`, so 320 a minute holds for every instance together. */
  omnisendBudget: RequestBudgetStore;
  /** The shared pool, for other stores on the same database (their tables given as `features`). */
  sql: Sql;
  /** The schema every table is in. */
  schema: string;
  /** Ends the shared pool (after the worker has stopped). */
  close(): Promise<void>;
}

/**
 * Connects, creates or migrates every store's tables (safely while other instances do the same)
 * and resolves to the stores. Rejects when the database cannot be reached or any store's tables
 * were migrated by a newer release.
 */
export async function openPostgresStores(options: PostgresStoresOptions): Promise<PostgresStores> {
  const { connectionString, schema = 'public', maxConnections = 10, features = [], connectTimeoutSeconds, statementTimeoutMs, reconnectDelaySeconds } = options;
  checkSchemaName(schema);
  // Notices ("schema already exists") are expected during migration and not worth a log line.
  const sql = postgres(connectionString, {
    max: maxConnections,
    onnotice: () => {},
    ...(connectTimeoutSeconds !== undefined ? { connect_timeout: connectTimeoutSeconds } : {}),
    ...(statementTimeoutMs !== undefined ? { connection: { statement_timeout: statementTimeoutMs } } : {}),
    ...(reconnectDelaySeconds !== undefined ? { backoff: () => reconnectDelaySeconds } : {}),
  });
  try {
    await migrate(sql, schema, [...STORE_FEATURES, ...features]);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  const outbox = postgresOutboxOn(sql, schema, { ownsPool: false });
  const rateLimits = postgresRateLimitStoreOn(sql, schema);
  let closed = false;
  return {
    sql,
    schema,
    outbox,
    rateLimits,
    omnisendBudget: requestBudgetIn(rateLimits),
    consent: postgresConsentStoreOn(sql, schema),
    usedNonces: postgresUsedNonceStoreOn(sql, schema),
    async close() {
      if (closed) return;
      closed = true;
      await outbox.close();
      await sql.end({ timeout: 5 });
    },
  };
}
