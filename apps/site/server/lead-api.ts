import type { LeadLogger, NewLead, Outbox } from '@rooted/lead-capture';
import { createLeadCapture, type LeadCapture, type LeadCaptureOptions } from '@rooted/lead-capture/node';
import { parseAllowedOrigins, parseDoubleOptIn, parseSigningSecrets, parseTrustProxy, resolveDbPath, resolvePublicUrl } from './config/env-parsers';
import type { ServerConfig } from './config/server-config';
import type { ConfirmationPage, FormPage } from '@rooted/lead-capture';
import type { PostgresStores } from '@rooted/lead-capture/postgres';

/** What the site server adds to the lead API: its own address and its look for the server's pages. */
export interface SitePages {
  publicUrl?: string;
  renderConfirmationPage?: (page: ConfirmationPage) => string;
  /** Renders the pages of forms posted without JavaScript (see form-pages.ts). */
  renderFormPage?: (page: FormPage) => string;
  /** Each new lead once stored (the leads-per-day count, the owner's notification). */
  onAccepted?: (lead: NewLead) => void;
}

/** The environment variables the lead API reads (all optional; `pnpm start` needs none). */
export interface LeadApiEnv {
  /** SQLite outbox file. Relative paths resolve from the working directory. */
  LEADS_DB?: string | undefined;
  /** Omnisend API key; without it delivery is paused and leads wait in the outbox. */
  OMNISEND_API_KEY?: string | undefined;
  /** Omnisend base URL (default the real v3 API; tests point it at the fake). */
  OMNISEND_API_URL?: string | undefined;
  /** Bearer token for `GET /api/leads/status`; without it that route answers 404. */
  LEADS_ADMIN_TOKEN?: string | undefined;
  /**
   * Whose `X-Forwarded-For` to believe. Unset or `loopback`: a proxy on this machine (the shipped
   * setup); `true`/`1`: one hop from any peer; a number: that many hops; `false`/`0`: never.
   */
  TRUST_PROXY?: string | undefined;
  /** Comma-separated origins allowed to post leads, e.g. `https://rooted.example`. Default: the request's host. */
  ALLOWED_ORIGINS?: string | undefined;
  /** Signs form tokens and confirmation links (16+ characters). Default: generated once, kept next to the outbox. */
  LEADS_SIGNING_SECRET?: string | undefined;
  /** The secret before the last rotation, still accepted so links already mailed keep working (7 days). */
  LEADS_SIGNING_SECRET_PREVIOUS?: string | undefined;
  /** `false`/`0`/`off` turns double opt-in off (signups are subscribed at once). Default on. */
  LEADS_DOUBLE_OPT_IN?: string | undefined;
  /** The site's public origin, used in confirmation links. Default: the first ALLOWED_ORIGINS entry, else the server's own address. */
  PUBLIC_URL?: string | undefined;
  /**
   * Proof-of-work difficulty: the hex prefix a solution's key must start with (default `000`, one
   * in 4096 tries). Each extra `0` makes phones work 16 times longer; the benchmarks use `0`.
   */
  LEADS_POW_PREFIX?: string | undefined;
}

/** Where the confirmation page's "sign up again" link points: the footer's newsletter form. */
export const SIGN_UP_AGAIN_URL = '/#newsletter';

/** The parts of the configuration the lead API reads. */
export type LeadApiConfig = Pick<ServerConfig, 'leads' | 'adminToken' | 'trustProxy' | 'allowedOrigins' | 'publicUrl'>;

/**
 * Turns the server's configuration into `createLeadCapture` options; `dbPath` is the SQLite
 * outbox (ignored when the caller passes PostgreSQL stores).
 */
export function leadOptionsFromConfig(config: LeadApiConfig, dbPath: string, site: SitePages = {}): LeadCaptureOptions {
  const { leads } = config;
  return {
    dbPath,
    omnisend: { apiKey: leads.omnisendApiKey, ...(leads.omnisendApiUrl ? { baseUrl: leads.omnisendApiUrl } : {}) },
    trustProxy: config.trustProxy,
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
    ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
    doubleOptIn: leads.doubleOptIn,
    publicUrl: config.publicUrl ?? site.publicUrl ?? 'http://127.0.0.1:4173',
    signUpUrl: SIGN_UP_AGAIN_URL,
    ...(leads.signingSecrets.length > 0 ? { signingSecrets: leads.signingSecrets } : {}),
    ...(leads.powPrefix ? { powKeyPrefix: leads.powPrefix } : {}),
    ...(site.renderConfirmationPage ? { renderConfirmationPage: site.renderConfirmationPage } : {}),
    ...(site.renderFormPage ? { formPosts: { renderPage: site.renderFormPage } } : {}),
    ...(site.onAccepted ? { onAccepted: site.onAccepted } : {}),
  };
}

/**
 * Turns a hand-written environment (tests, tools) into `createLeadCapture` options, with the same
 * readers the server's configuration uses. `defaultDbPath` is used when `LEADS_DB` is unset.
 */
export function leadCaptureOptions(
  env: LeadApiEnv,
  defaultDbPath: string,
  cwd: string = process.cwd(),
  site: SitePages = {},
): LeadCaptureOptions {
  const powPrefix = env.LEADS_POW_PREFIX?.trim();
  if (powPrefix !== undefined && powPrefix !== '' && !/^0{1,6}$/.test(powPrefix)) {
    throw new Error(`LEADS_POW_PREFIX must be one to six zeros, got "${powPrefix}"`);
  }
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  const config: LeadApiConfig = {
    leads: {
      omnisendApiKey: env.OMNISEND_API_KEY?.trim() ?? '',
      omnisendApiUrl: env.OMNISEND_API_URL?.trim() || undefined,
      signingSecrets: parseSigningSecrets(env),
      doubleOptIn: parseDoubleOptIn(env.LEADS_DOUBLE_OPT_IN),
      powPrefix: powPrefix || undefined,
    },
    adminToken: env.LEADS_ADMIN_TOKEN?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins,
    publicUrl: env.PUBLIC_URL?.trim() || allowedOrigins ? resolvePublicUrl(env, '') : undefined,
  };
  return leadOptionsFromConfig(config, resolveDbPath(env.LEADS_DB, defaultDbPath, cwd), site);
}

/** The lead API for the site server: SQLite outbox, `/api/leads` handler, delivery worker. */
export function createLeadApi(
  env: LeadApiEnv,
  defaultDbPath: string,
  site: SitePages = {},
): LeadCapture {
  return createLeadCapture(leadCaptureOptions(env, defaultDbPath, process.cwd(), site));
}

/**
 * The lead API on the stores `openSiteStores` chose: the shared PostgreSQL stores, or the SQLite
 * outbox file. The shared pool closes with the lead API (`close()`), after the other stores' last
 * request.
 */
export function createLeadApiOn(
  config: LeadApiConfig,
  leads: { stores: PostgresStores } | { dbPath: string },
  site: SitePages = {},
  logger?: LeadLogger,
): LeadCapture<Outbox> {
  const options = { ...leadOptionsFromConfig(config, 'dbPath' in leads ? leads.dbPath : '', site), ...(logger ? { logger } : {}) };
  if ('dbPath' in leads) return createLeadCapture(options);
  const { dbPath: _unused, ...shared } = options;
  return createLeadCapture({ ...shared, stores: leads.stores });
}
