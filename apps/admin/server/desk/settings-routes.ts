import { validBody } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OwnerSettingsView, WebhookTestResult } from '../../src/settings/settings-types';
import { TEST_TEXT } from '../notifications/notification-text';
import { webhookHost, webhookUrlSchema } from '../notifications/webhook-url';
import type { WebhookOutcome } from '../notifications/webhook-send';
import type { DeskStore } from './desk-store';
import type { OwnerSettings } from './owner-settings';

/** What the settings routes read and change. */
export interface SettingsRoutesOptions {
  settings: OwnerSettings;
  /** The activity trail. */
  audit: DeskStore['record'];
  /** Sends one message to a webhook now (the test button), e.g. `sendWebhook`. */
  send: (url: string, text: string) => Promise<WebhookOutcome>;
  now?: () => number;
}

type Env = { Variables: { session: { owner: { email: string } } } };

const webhookBody = z.object({ url: webhookUrlSchema }).strict();

/**
 * The owner's settings under `/api/admin/desk/settings`: the notification webhook (set, remove,
 * send a test message). The address never leaves the server again: the page and the activity
 * trail see its host only, since the path of a webhook is often its secret.
 */
export function createSettingsRoutes(options: SettingsRoutesOptions): Hono<Env> {
  const { settings, audit } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<Env>();
  const owner = (c: Context<Env>) => c.get('session').owner.email;
  const view = async (): Promise<OwnerSettingsView> => {
    const webhook = await settings.get('notification-webhook');
    return { webhook: webhook ? { host: webhookHost(webhook.value), at: webhook.at, owner: webhook.owner } : null };
  };

  app.get('/api/admin/desk/settings', async (c) => c.json(await view()));

  // The address's own problem in plain words, not "check these fields".
  const checked = validBody('json', webhookBody, { onInvalid: (c, problem) => c.json({ error: problem.fields.url?.[0] ?? problem.error, fields: problem.fields }, 400) });
  app.put('/api/admin/desk/settings/webhook', checked, async (c) => {
    const { url } = c.req.valid('json');
    const at = now();
    await settings.set('notification-webhook', { value: url, at, owner: owner(c) });
    await audit({ at, owner: owner(c), action: 'changed-setting', detail: `Set the notification webhook to an address at ${webhookHost(url)}.` });
    return c.json(await view());
  });

  app.delete('/api/admin/desk/settings/webhook', async (c) => {
    if (await settings.get('notification-webhook')) {
      await settings.remove('notification-webhook');
      await audit({ at: now(), owner: owner(c), action: 'changed-setting', detail: 'Removed the notification webhook.' });
    }
    return c.json(await view());
  });

  app.post('/api/admin/desk/settings/webhook/test', async (c) => {
    const webhook = await settings.get('notification-webhook');
    if (!webhook) return c.json({ error: 'Set a webhook address first.' }, 409);
    const outcome = await options.send(webhook.value, TEST_TEXT);
    const result: WebhookTestResult = outcome.ok ? { ok: true, status: outcome.status } : { ok: false, problem: outcome.problem };
    return c.json(result);
  });

  return app;
}
