/**
 * Every piece of the lead API's server state on one PostgreSQL database, over one connection pool.
 *
 * The pattern for a new store (telemetry…): write its tables as a
 * {@link PostgresFeature} (its own name, its own migration list) and a `…On(sql, schema)` factory
 * over a shared pool, add the feature to {@link STORE_FEATURES} and the store to
 * {@link PostgresStores}. All features migrate in one transaction under one advisory lock, so
 * instances starting together take turns, and a release never half-migrates.
 */
import { openDatabase, type PoolOptions, type PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import type { ConsentStore } from '../consent/consent-store.js';
import type { UsedNonceStore } from '../bot-defence/used-nonces.js';
import type { RequestBudgetStore } from '@rooted/omnisend';
import type { RateLimitStore } from '@rooted/server-kit';
import { postgresPersonalDataOn } from '../erasure/postgres-personal-data.js';
import type { PersonalDataStore } from '../erasure/personal-data.js';
import { requestBudgetIn } from '../request-budget.js';
import { CONSENT_FEATURE, postgresConsentStoreOn } from './consent-store.js';
import { OUTBOX_FEATURE } from './migrations.js';
import { postgresOutboxOn, type PostgresOutbox } from './postgres-outbox.js';
import { postgresRateLimitStoreOn, RATE_LIMIT_FEATURE } from './rate-limit-store.js';
import { postgresUsedNonceStoreOn, USED_NONCES_FEATURE } from './used-nonce-store.js';

/** The tables {@link openPostgresStores} creates and migrates, in this order. */
export const STORE_FEATURES: readonly PostgresFeature[] = [
  OUTBOX_FEATURE,
  RATE_LIMIT_FEATURE,
  CONSENT_FEATURE,
  USED_NONCES_FEATURE,
];

/** Options of {@link openPostgresStores}: the pool's bounds (`@rooted/database`), the schema and other features. */
export interface PostgresStoresOptions extends PoolOptions {
  /** Schema for every table (default `public`); created when missing. Lower-case letters, digits and underscores. */
  schema?: string;
  /**
   * Tables of other packages' stores (e.g. telemetry) to migrate in the same transaction and under
   * the same lock as the lead API's, so they can share the pool ({@link PostgresStores.sql}).
   */
  features?: readonly PostgresFeature[];
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
  /** One person's data in every table above: found for a copy, erased on request. */
  personalData: PersonalDataStore;
  /** Omnisend's request budget, counted in `rateLimits`, so 320 a minute holds for every instance together. */
  omnisendBudget: RequestBudgetStore;
  /** The shared pool, for other stores on the same database (their tables given as `features`). */
  sql: Sql;
  /** The schema every table is in. */
  schema: string;
  /** Stops the outbox's notifications and, when the stores own the pool, ends it (after the worker has stopped). */
  close(): Promise<void>;
}

/**
 * Connects, creates or migrates every store's tables (safely while other instances do the same)
 * and resolves to the stores, which own the pool (`close()` ends it). Rejects when the database
 * cannot be reached or any store's tables were migrated by a newer release.
 */
export async function openPostgresStores(options: PostgresStoresOptions): Promise<PostgresStores> {
  const { features = [], ...pool } = options;
  const { sql, schema } = await openDatabase({ ...pool, features: [...STORE_FEATURES, ...features] });
  return postgresStoresOn(sql, schema, { ownsPool: true });
}

/**
 * The lead API's stores on a pool someone else opened (`@rooted/database`'s `openDatabase`) with
 * {@link STORE_FEATURES} among its features. `close()` stops the outbox's notifications and, when
 * `ownsPool`, ends the pool; a site that opened the pool for every feature ends it itself.
 */
export function postgresStoresOn(
  sql: Sql,
  schema: string,
  { ownsPool = false }: { ownsPool?: boolean } = {},
): PostgresStores {
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
    personalData: postgresPersonalDataOn(sql, schema),
    async close() {
      if (closed) return;
      closed = true;
      await outbox.close();
      if (ownsPool) await sql.end({ timeout: 5 });
    },
  };
}
