import { openPostgresStores, type PostgresFeature, type PostgresStores } from '@rooted/lead-capture/postgres';
import type { TelemetryStore } from '@rooted/telemetry';
import { postgresTelemetryStoreOn, TELEMETRY_FEATURE } from '@rooted/telemetry/postgres';
import { postgresSiteStoresOn, SITE_ADMIN_FEATURE } from '../admin/postgres-site-store';
import type { DatabaseConfig } from '../config/server-config';
import { postgresMediaStoreOn, SITE_MEDIA_FEATURE } from '../media/postgres-media-store';
import type { OwnerStores } from './site-stores';

/**
 * The site's tables beside the lead API's, each owned by its feature (telemetry, owner content,
 * uploaded pictures): one migration run under one lock creates them all. A new feature adds its
 * `PostgresFeature` here and its store below.
 */
export const SITE_FEATURES: readonly PostgresFeature[] = [TELEMETRY_FEATURE, SITE_ADMIN_FEATURE, SITE_MEDIA_FEATURE];

/** Every store on the one PostgreSQL pool. */
export interface SharedDatabase {
  stores: PostgresStores;
  telemetry: TelemetryStore;
  owners: OwnerStores;
}

/** Connects, migrates every feature's tables and opens every store on the pool. */
export async function openSharedDatabase(database: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<SharedDatabase> {
  const stores = await openPostgresStores({ connectionString: database.url, schema: database.schema, features: SITE_FEATURES });
  const { sql, schema } = stores;
  return {
    stores,
    // The telemetry store leaves the pool open: the lead API closes it, after the last request.
    telemetry: postgresTelemetryStoreOn(sql, schema),
    owners: { ...postgresSiteStoresOn(sql, schema), media: postgresMediaStoreOn(sql, schema), rateLimits: stores.rateLimits, shared: true },
  };
}
