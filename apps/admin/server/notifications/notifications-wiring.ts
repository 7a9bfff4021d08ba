import type { OwnerApiDeps } from '../owner-api-deps';
import { createNotifications } from './notifications';
import { loopbackSite } from './webhook-address';
import { guardedFetch } from './webhook-agent';

/** The notifications room's parts: the webhook's policy and guarded fetch, and the notifications' worker. */
export function wireNotifications(deps: OwnerApiDeps) {
  const { stores, logger } = deps;
  // The owner's notifications of new leads: an outbox and delivery worker of their own, so a failing
  // webhook never holds a lead and a missing Omnisend key never holds a notification.
  // Webhooks reach the public internet only, checked when set and again as each connection opens
  // (a name can be pointed elsewhere later); this machine only for a development site on it.
  const webhookPolicy = { allowLoopback: loopbackSite(deps.request.publicUrl) };
  const webhookFetch = guardedFetch(webhookPolicy);
  const notifications = createNotifications({
    outbox: deps.notifications.outbox,
    settings: stores.settings,
    logger,
    fetch: webhookFetch,
  });
  return { notifications, webhookPolicy, webhookFetch };
}
