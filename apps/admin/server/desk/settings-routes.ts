import { validBody } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OwnerSettingsView, WebhookTestResult } from '../../src/settings/settings-types';
import type { MailStatus } from '../mail/mail';
import { EMAIL_CHOICES, emailChoiceKey, emailChoiceOf, type EmailChoice } from '../mail/owner-notices';
import { summaryTimeKey, summaryTimeOf, summaryTimeSchema } from '../mail/summary-time';
import { TEST_TEXT } from '../notifications/notification-text';
import { webhookHost, webhookUrlSchema } from '../notifications/webhook-url';
import type { WebhookOutcome } from '../notifications/webhook-send';
import type { DeskStore } from './desk-store';
import type { OwnerSettings } from './owner-settings';

/** What the settings routes read and change. */
/** What the test button says of any failure. */
export const COULD_NOT_DELIVER = 'it could not be delivered to that address';

export interface SettingsRoutesOptions {
  settings: OwnerSettings;
  /** The activity trail. */
  audit: DeskStore['record'];
  /** Sends one message to a webhook now (the test button), e.g. `sendWebhook`. */
  send: (url: string, text: string) => Promise<WebhookOutcome>;
  /** Email as it stands (set up, paused); absent in tests without mail: shown as not set up. */
  mailStatus?: () => Promise<MailStatus>;
  /**
   * True when every address the webhook's host resolves to is outside the site's network (see
   * notifications/webhook-address.ts). Absent: every address passes (tests of other settings).
   */
  addressAllowed?: (url: string) => Promise<boolean>;
  now?: () => number;
}

type Env = { Variables: { session: { owner: { email: string } } } };

const webhookBody = z.object({ url: webhookUrlSchema }).strict();
const emailBody = z
  .object({ choice: z.enum(EMAIL_CHOICES as [EmailChoice, ...EmailChoice[]], { error: 'Choose each, daily or off.' }) })
  .strict();
const CHOICE_WORDS: Record<EmailChoice, string> = {
  each: 'an email for each event',
  daily: 'one summary a day',
  off: 'no email',
};

/**
 * The owner's settings (mounted at `/api/admin/desk/settings` by the owner's route map): the notification webhook (set, remove,
 * send a test message), and the signed-in owner's own choice of email (each event, a daily
 * summary, or none) beside where email stands. The address never leaves the server again: the page and the activity
 * trail see its host only, since the path of a webhook is often its secret.
 */
export function settingsRoom(options: SettingsRoutesOptions) {
  const { settings, audit } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<Env>();
  const owner = (c: Context<Env>) => c.get('session').owner.email;
  const view = async (c: Context<Env>): Promise<OwnerSettingsView> => {
    const webhook = await settings.get('notification-webhook');
    return {
      webhook: webhook ? { host: webhookHost(webhook.value), at: webhook.at, owner: webhook.owner } : null,
      email: {
        choice: await emailChoiceOf(settings, owner(c)),
        summary: await summaryTimeOf(settings, owner(c)),
        status: (await options.mailStatus?.()) ?? { configured: false, waiting: 0 },
      },
    };
  };

  // Each owner chooses for themselves: the choice is kept under their own address.
  const checkedEmail = validBody('json', emailBody, {
    onInvalid: (c, problem) =>
      c.json({ error: problem.fields.choice?.[0] ?? problem.error, fields: problem.fields }, 400),
  });
  // The hour of her daily summary, on her own clocks: the zone is the one her browser reports.
  const checkedSummary = validBody('json', summaryTimeSchema, {
    onInvalid: (c, problem) =>
      c.json(
        { error: problem.fields.hour?.[0] ?? problem.fields.timeZone?.[0] ?? problem.error, fields: problem.fields },
        400,
      ),
  });
  // The address's own problem in plain words, not "check these fields".
  const checked = validBody('json', webhookBody, {
    onInvalid: (c, problem) => c.json({ error: problem.fields.url?.[0] ?? problem.error, fields: problem.fields }, 400),
  });
  return app
    .get('/', async (c) => c.json(await view(c)))

    .put('/email', checkedEmail, async (c) => {
      const { choice } = c.req.valid('json');
      const at = now();
      await settings.set(emailChoiceKey(owner(c)), { value: choice, at, owner: owner(c) });
      await audit({
        at,
        owner: owner(c),
        action: 'changed-setting',
        detail: `Chose ${CHOICE_WORDS[choice]} about the site.`,
      });
      return c.json(await view(c));
    })

    .put('/summary', checkedSummary, async (c) => {
      const summary = c.req.valid('json');
      const at = now();
      await settings.set(summaryTimeKey(owner(c)), { value: JSON.stringify(summary), at, owner: owner(c) });
      await audit({
        at,
        owner: owner(c),
        action: 'changed-setting',
        detail: `Chose the daily summary after ${String(summary.hour).padStart(2, '0')}:00 (${summary.timeZone}).`,
      });
      return c.json(await view(c));
    })

    .put('/webhook', checked, async (c) => {
      const { url } = c.req.valid('json');
      if (options.addressAllowed && !(await options.addressAllowed(url))) {
        const error =
          'That address is not on the public internet (it points to this server’s own network, or its name does not resolve). Use the address your chat service gave you.';
        return c.json({ error, fields: { url: [error] } }, 400);
      }
      const at = now();
      await settings.set('notification-webhook', { value: url, at, owner: owner(c) });
      await audit({
        at,
        owner: owner(c),
        action: 'changed-setting',
        detail: `Set the notification webhook to an address at ${webhookHost(url)}.`,
      });
      return c.json(await view(c));
    })

    .delete('/webhook', async (c) => {
      if (await settings.get('notification-webhook')) {
        await settings.remove('notification-webhook');
        await audit({
          at: now(),
          owner: owner(c),
          action: 'changed-setting',
          detail: 'Removed the notification webhook.',
        });
      }
      return c.json(await view(c));
    })

    .post('/webhook/test', async (c) => {
      const webhook = await settings.get('notification-webhook');
      if (!webhook) return c.json({ error: 'Set a webhook address first.' }, 409);
      const outcome = await options.send(webhook.value, TEST_TEXT);
      // One answer for every failure: a refused address, a closed port, a timeout and a receiver's
      // error look alike, so the button cannot be used to map what listens where.
      const result: WebhookTestResult = outcome.ok
        ? { ok: true, status: outcome.status }
        : { ok: false, problem: COULD_NOT_DELIVER };
      return c.json(result);
    });
}
