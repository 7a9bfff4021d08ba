import type { TelemetryLogger, TelemetryStore } from '@rooted/telemetry';
import { createTelemetry, type Telemetry, type TelemetryOptions } from '@rooted/telemetry/node';
import { docsTabPages, normalizePath, pages } from '../src/routes/route-table';
import { parseAllowedOrigins, parseTrustProxy, resolveDbPath } from './config/env-parsers';
import type { ServerConfig } from './config/server-config';
import type { LeadApiEnv } from './lead-api';

/** The environment variables the telemetry endpoints read (all optional). */
export interface TelemetryApiEnv extends Pick<LeadApiEnv, 'LEADS_ADMIN_TOKEN' | 'TRUST_PROXY' | 'ALLOWED_ORIGINS'> {
  /** SQLite file of error groups and field vitals. Relative paths resolve from the working directory. */
  TELEMETRY_DB?: string | undefined;
  /** A Sentry-compatible DSN; error reports are forwarded to it from the server, never from the browser. */
  SENTRY_DSN?: string | undefined;
  /** The `environment` of forwarded events. Default `production`. */
  SENTRY_ENVIRONMENT?: string | undefined;
  /** Days of error groups and vitals kept. Default 90. */
  TELEMETRY_RETENTION_DAYS?: string | undefined;
}

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

/**
 * Turns a hand-written environment (tests, tools) into `createTelemetry` options with the same
 * readers as the server's configuration; `defaultDbPath` sits beside the lead outbox.
 */
export function telemetryOptions(env: TelemetryApiEnv, defaultDbPath: string, cwd: string = process.cwd()): TelemetryOptions {
  const retention = env.TELEMETRY_RETENTION_DAYS?.trim();
  const retentionDays = retention ? Number(retention) : 90;
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new Error(`TELEMETRY_RETENTION_DAYS must be a whole number of days from 1, got "${retention}"`);
  }
  const sentryDsn = env.SENTRY_DSN?.trim();
  const config: TelemetryApiConfig = {
    telemetry: { retentionDays, sentry: sentryDsn ? { dsn: sentryDsn, environment: env.SENTRY_ENVIRONMENT?.trim() || 'production' } : undefined },
    adminToken: env.LEADS_ADMIN_TOKEN?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
  };
  return telemetryOptionsFromConfig(config, resolveDbPath(env.TELEMETRY_DB, defaultDbPath, cwd));
}

/** The telemetry endpoints for the site server: `/api/telemetry/errors` and `/api/telemetry/vitals`. */
export function createTelemetryApi(env: TelemetryApiEnv, defaultDbPath: string): Telemetry {
  return createTelemetry(telemetryOptions(env, defaultDbPath));
}

/** The telemetry endpoints on the store `openSiteStores` opened (SQLite file or the shared database). */
export function createTelemetryApiOn(config: TelemetryApiConfig, store: TelemetryStore, logger?: TelemetryLogger): Telemetry {
  const { dbPath: _unused, ...options } = telemetryOptionsFromConfig(config, '');
  return createTelemetry({ ...options, store, ...(logger ? { logger } : {}) });
}
