import {
  createDeliveryWorker,
  silentLogger,
  type DeliveryWorker,
  type LeadDeliverer,
  type LeadLogger,
  type NewLead,
  type Outbox,
} from '@rooted/lead-capture';
import type { OwnerSettings } from '../desk/owner-settings';
import { NOTIFIED_KINDS, notificationText } from './notification-text';
import { deliveryError, sendWebhook } from './webhook-send';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Options of {@link createNotifications}. */
export interface NotificationsOptions {
  /** The notifications' own outbox (notification-outbox.ts): same store code as the leads', its own table. */
  outbox: Outbox;
  settings: OwnerSettings;
  logger?: LeadLogger;
  fetch?: typeof fetch;
  now?: () => number;
  /** Start the worker at once. Default true. */
  autoStart?: boolean;
}

/** The owner's notifications of new leads. */
export interface Notifications {
  /**
   * Queues a notification of a contact message or join application when a webhook is set; other
   * forms, and every lead while none is set, are not queued. Never throws: a notification that
   * cannot be queued is logged, and the lead itself is already safe in its own outbox.
   */
  accepted(lead: NewLead): Promise<void>;
  worker: DeliveryWorker;
  /** Stops the worker (a send in flight finishes or is released) and closes the outbox. */
  close(): Promise<void>;
}

/**
 * The webhook as a deliverer: the address is read at each send, so a change reaches every
 * instance at once; with no address set any more, the queued message is dropped (the owner
 * turned notifications off).
 */
export function webhookDeliverer(
  settings: OwnerSettings,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): LeadDeliverer {
  return {
    async deliver(lead, { signal } = {}) {
      const webhook = await settings.get('notification-webhook');
      if (!webhook) return;
      const outcome = await sendWebhook(webhook.value, notificationText(lead.data), {
        ...options,
        ...(signal ? { signal } : {}),
      });
      if (!outcome.ok) throw deliveryError(outcome);
    },
  };
}

/**
 * Each contact message and join application, sent to the owner's webhook by a delivery worker of
 * its own over an outbox of its own: the same retries, backoff, pauses and durability as the
 * leads' delivery to Omnisend, and independent of it, so a failing webhook never holds or loses a
 * lead, and a missing Omnisend key never holds a notification. A notification is a copy of the
 * lead's personal data: it is deleted an hour after it was sent, and one that failed for two days
 * is given up and deleted a week later.
 */
export function createNotifications(options: NotificationsOptions): Notifications {
  const { outbox, settings } = options;
  const base = options.logger ?? silentLogger;
  // The worker speaks of leads; its lines here are about the notifications of them.
  const logger: LeadLogger = {
    info: (message, data) => base.info(`Owner notifications: ${message}`, data),
    warn: (message, data) => base.warn(`Owner notifications: ${message}`, data),
    error: (message, data) => base.error(`Owner notifications: ${message}`, data),
  };
  const worker = createDeliveryWorker({
    outbox,
    deliverer: webhookDeliverer(settings, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
    logger,
    ...(options.now ? { now: options.now } : {}),
    // An owner waits for a notification as for a chat message: first retry after 5–10 s, at most every 10 minutes.
    backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
    maxAgeMs: 2 * DAY_MS,
    concurrency: 2,
    retention: { deliveredMs: HOUR_MS, everyMs: HOUR_MS },
    purgeAlso: (at) => outbox.purgeDead(at - 7 * DAY_MS),
  });
  if (options.autoStart ?? true) worker.start();
  return {
    async accepted(lead) {
      if (!NOTIFIED_KINDS.has(lead.data.kind)) return;
      try {
        if (!(await settings.get('notification-webhook'))) return;
        await outbox.add({ id: lead.id, data: lead.data, createdAt: lead.createdAt });
        worker.kick();
      } catch (error) {
        logger.error('Could not queue the notification of a new lead', {
          id: lead.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    worker,
    async close() {
      await worker.stop();
      await outbox.close();
    },
  };
}
