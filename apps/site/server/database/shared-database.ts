import { openPostgresStores, type PostgresFeature, type PostgresStores } from '@rooted/lead-capture/postgres';
import type { TelemetryStore } from '@rooted/telemetry';
import { postgresTelemetryStoreOn, TELEMETRY_FEATURE } from '@rooted/telemetry/postgres';
import { postgresSiteStoresOn, SITE_ADMIN_FEATURE } from '../admin/postgres-site-store';
import type { DatabaseConfig } from '../config/server-config';
import { postgresMediaStoreOn, SITE_MEDIA_FEATURE } from '../media/postgres-media-store';
import { createOutageWatch, type OutageWatch } from './outage-watch';
import type { OwnerStores } from './site-stores';

/**
 * The site's tables beside the lead API's, each owned by its feature (telemetry, owner content,
 * uploaded pictures): one migration run under one lock creates them all. A new feature adds its
 * `PostgresFeature` here and its store below.
 */
export const SITE_FEATURES: readonly PostgresFeature[] = [TELEMETRY_FEATURE, SITE_ADMIN_FEATURE, SITE_MEDIA_FEATURE];

/**
 * Bounds of every request's wait on the pool. With the database gone a request must still be
 * answered (503 with Retry-After) well within 2 s: a new connection gets 1 s, one statement 1.5 s
 * (the server's queries take milliseconds; migrations lift the limit for themselves).
 */
export const POOL_BOUNDS = { connectTimeoutSeconds: 1, statementTimeoutMs: 1_500 } as const;

/** Every store on the one PostgreSQL pool. */
export interface SharedDatabase {
  stores: PostgresStores;
  telemetry: TelemetryStore;
  owners: OwnerStores;
  /** Says once that the database is unreachable (and once that it is back). */
  outage: OutageWatch;
}

/** Connects, migrates every feature's tables and opens every store on the pool. */
export async function openSharedDatabase(database: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<SharedDatabase> {
  const stores = await openPostgresStores({ connectionString: database.url, schema: database.schema, features: SITE_FEATURES, ...POOL_BOUNDS });
  const { sql, schema } = stores;
  const outage = createOutageWatch({ probe: () => sql`SELECT 1` });
  return {
    stores: { ...stores, close: () => (outage.close(), stores.close()) },
    outage,
    // The telemetry store leaves the pool open: the lead API closes it, after the last request.
    telemetry: postgresTelemetryStoreOn(sql, schema),
    owners: { ...postgresSiteStoresOn(sql, schema), media: postgresMediaStoreOn(sql, schema), rateLimits: stores.rateLimits, shared: true },
  };
}
