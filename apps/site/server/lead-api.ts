import type { LeadLogger, NewLead, Outbox } from '@rooted/lead-capture';
import { createLeadCapture, type LeadCapture, type LeadCaptureOptions } from '@rooted/lead-capture/node';
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
  const options = {
    ...leadOptionsFromConfig(config, 'dbPath' in leads ? leads.dbPath : '', site),
    ...(logger ? { logger } : {}),
  };
  if ('dbPath' in leads) return createLeadCapture(options);
  const { dbPath: _unused, ...shared } = options;
  return createLeadCapture({ ...shared, stores: leads.stores });
}
