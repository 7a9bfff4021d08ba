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

/** Where the lead API keeps its state, as `openSiteStores` chose: shared PostgreSQL stores or a SQLite file. */
export type LeadApiStores = { stores: PostgresStores } | { dbPath: string };

/**
 * The one conversion from the server's configuration to `createLeadCapture` options. An absent
 * setting is passed as `undefined`, which every option reads as "the default".
 */
export function leadOptionsFromConfig(
  config: LeadApiConfig,
  on: LeadApiStores,
  site: SitePages = {},
  logger?: LeadLogger,
): LeadCaptureOptions<Outbox> {
  const { leads } = config;
  return {
    ...on,
    omnisend: { apiKey: leads.omnisendApiKey, baseUrl: leads.omnisendApiUrl },
    trustProxy: config.trustProxy,
    adminToken: config.adminToken,
    allowedOrigins: config.allowedOrigins,
    doubleOptIn: leads.doubleOptIn,
    publicUrl: config.publicUrl ?? site.publicUrl ?? 'http://127.0.0.1:4173',
    signUpUrl: SIGN_UP_AGAIN_URL,
    signingSecrets: leads.signingSecrets.length > 0 ? leads.signingSecrets : undefined,
    powKeyPrefix: leads.powPrefix,
    renderConfirmationPage: site.renderConfirmationPage,
    formPosts: site.renderFormPage ? { renderPage: site.renderFormPage } : undefined,
    onAccepted: site.onAccepted,
    logger,
  };
}

/**
 * The lead API on the stores `openSiteStores` chose. The shared pool closes with the lead API
 * (`close()`), after the other stores' last request.
 */
export function createLeadApiOn(
  config: LeadApiConfig,
  on: LeadApiStores,
  site: SitePages = {},
  logger?: LeadLogger,
): LeadCapture<Outbox> {
  return createLeadCapture(leadOptionsFromConfig(config, on, site, logger));
}
