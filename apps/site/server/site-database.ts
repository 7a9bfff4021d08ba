import type { PostgresFeature } from '@rooted/lead-capture/postgres';

/**
 * The site's tables beside the lead API's on PostgreSQL (telemetry, owner content, uploaded
 * pictures); the list lives with the shared database. Loaded on demand, so a server on SQLite
 * never loads the PostgreSQL client.
 */
export async function sitePostgresFeatures(): Promise<PostgresFeature[]> {
  const { SITE_FEATURES } = await import('./database/shared-database');
  return [...SITE_FEATURES];
}
