import type { OwnerApiDeps } from '../owner-api-deps';
import type { Mail } from '../mail/mail';
import { webhookHostAllowed, type WebhookNetworkPolicy } from '../notifications/webhook-address';
import { sendWebhook } from '../notifications/webhook-send';
import { deskRoom } from './desk-routes';
import { healthRoom } from './health-routes';
import { createLeadDayCounter } from './lead-day-counter';
import { settingsRoom } from './settings-routes';

/**
 * The desk's parts: its rooms (the leads and activity, Health, Settings) and the lead-day counter
 * the Health section reads, counted as leads are accepted.
 */
export function wireDesk(
  deps: OwnerApiDeps,
  parts: { mail: Pick<Mail, 'status'>; webhookPolicy: WebhookNetworkPolicy; webhookFetch: typeof fetch },
) {
  const { stores, leads, logger } = deps;
  const { mail, webhookPolicy, webhookFetch } = parts;
  // Leads per day for the Health section, counted in memory and written once a second.
  const leadDays = createLeadDayCounter(stores.leadDays, {
    onError: (error) =>
      logger.warn('Could not count leads for the Health section', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  return {
    leadDays,
    desk: deskRoom({
      outbox: leads.outbox,
      leads: deps.leadList,
      deliveryStatus: leads.worker.status,
      store: stores.desk,
      // A requeued lead is sent at once, not at the worker's next idle poll.
      onRequeued: () => leads.worker.kick(),
    }),
    health: healthRoom({ leadDays, telemetry: deps.telemetry, backups: deps.backupStatus }),
    settings: settingsRoom({
      settings: stores.settings,
      audit: (entry) => stores.desk.record(entry),
      send: (url, text) => sendWebhook(url, text, { fetch: webhookFetch }),
      addressAllowed: (url) => webhookHostAllowed(url, webhookPolicy),
      mailStatus: () => mail.status(),
    }),
  };
}
