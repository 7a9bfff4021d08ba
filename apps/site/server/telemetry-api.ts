import type { TelemetryLogger, TelemetryStore } from '@rooted/telemetry';
import { createTelemetry, type Telemetry, type TelemetryOptions } from '@rooted/telemetry/node';
import { docsTabPages, normalizePath, pages } from '../src/routes/route-table';
import type { ServerConfig } from './config/server-config';

/** Every path the site serves a page for; anything else is kept as "(other)". */
const SITE_ROUTES = new Set([...pages, ...docsTabPages].map((page) => normalizePath(page.path)));

/** The route a reported path is kept under: one of the site's pages, or null. */
export function siteRoute(path: string): string | null {
  const route = normalizePath(path);
  return SITE_ROUTES.has(route) ? route : null;
}

/** The parts of the configuration the telemetry endpoints read. */
export type TelemetryApiConfig = Pick<ServerConfig, 'telemetry' | 'adminToken' | 'trustProxy' | 'allowedOrigins'>;

/**
 * Turns the server's configuration into `createTelemetry` options. The admin routes share the
 * lead API's token (one secret for the operator).
 */
export function telemetryOptionsFromConfig(config: TelemetryApiConfig, dbPath: string): TelemetryOptions {
  const { sentry } = config.telemetry;
  return {
    dbPath,
    trustProxy: config.trustProxy,
    normalizeRoute: siteRoute,
    retentionDays: config.telemetry.retentionDays,
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
    ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
    ...(sentry ? { sentryDsn: sentry.dsn, sentryEnvironment: sentry.environment } : {}),
  };
}

/** The telemetry endpoints on the store `openSiteStores` opened (SQLite file or the shared database). */
export function createTelemetryApiOn(
  config: TelemetryApiConfig,
  store: TelemetryStore,
  logger?: TelemetryLogger,
): Telemetry {
  const { dbPath: _unused, ...options } = telemetryOptionsFromConfig(config, '');
  return createTelemetry({ ...options, store, ...(logger ? { logger } : {}) });
}
