import type { PostgresFeature } from '@rooted/lead-capture/postgres';

/**
 * The site's tables beside the lead API's on PostgreSQL (telemetry, owner content, uploaded pictures), so one
 * migration run under one lock creates them all. Imported only when `DATABASE_URL` is set, so a
 * server on SQLite never loads the PostgreSQL client.
 */
export async function sitePostgresFeatures(): Promise<PostgresFeature[]> {
  const [{ TELEMETRY_FEATURE }, { SITE_ADMIN_FEATURE }, { SITE_MEDIA_FEATURE }] = await Promise.all([
    import('@rooted/telemetry/postgres'),
    import('./admin/postgres-site-store'),
    import('./media/postgres-media-store'),
  ]);
  return [TELEMETRY_FEATURE, SITE_ADMIN_FEATURE, SITE_MEDIA_FEATURE];
}
