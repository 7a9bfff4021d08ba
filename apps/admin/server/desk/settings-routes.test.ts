// @vitest-environment node
/**
 * The owner's notification setting: set with a checked address (an error in plain words), shown
 * and recorded by its host only, tested against a real receiver, turned off; and the settings
 * store on both databases.
 */
import { openDatabase } from '@rooted/database';
import fc from 'fast-check';
import { defaultSiteContent } from '@rooted/site-content';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { openSiteDatabase } from '../database/site-db';
import { sendWebhook } from '../notifications/webhook-send';
import { webhookHostAllowed, type ResolveHost } from '../notifications/webhook-address';
import { testAdmin } from '../test-support/owner-api';
import { createSqliteDeskStore } from './desk-store';
import { createSqliteOwnerSettings, type OwnerSettings } from './owner-settings';
import { postgresOwnerSettingsOn, SITE_SETTINGS_FEATURE } from './postgres-owner-settings';
import { COULD_NOT_DELIVER, settingsRoom } from './settings-routes';

const cluster = clusterForTests();
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A webhook receiver on this machine that answers `status` and keeps what it was sent. */
async function receiver(status = 200) {
  const received: { body: unknown; type: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ body: JSON.parse(body) as unknown, type: request.headers['content-type'] });
      response.writeHead(state.status).end('ok');
    });
  });
  const state = { status };
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook/SECRET-TOKEN`, received, state };
}

async function desk() {
  const db = openSiteDatabase(':memory:');
  const store = createSqliteDeskStore(db);
  const settings = createSqliteOwnerSettings(db);
  const clock = { now: 1_700_000_000_000 };
  const room = settingsRoom({
    settings,
    audit: (entry) => store.record(entry),
    send: (url, text) => sendWebhook(url, text),
    now: () => clock.now,
  });
  const admin = await testAdmin(defaultSiteContent, {}, { clock, rooms: { settings: room } });
  const { cookie, csrfToken } = await admin.session();
  const send = (method: string, path: string, body?: unknown) =>
    admin.call(path, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { admin, store, settings, send, cookie };
}

describe("an owner's choice of email", () => {
  it('is each event by default, is kept per owner once chosen, is recorded in the trail, and refuses anything else with a 400', async () => {
    const { send, store, settings } = await desk();
    const read = async () =>
      ((await (await send('GET', '/api/admin/desk/settings')).json()) as { email: { choice: string; status: unknown } })
        .email;
    // No mail server in this desk: email is shown as not set up.
    expect(await read()).toEqual({
      choice: 'each',
      summary: { hour: 7, timeZone: 'UTC' },
      status: { configured: false, waiting: 0 },
    });
    const chosen = await send('PUT', '/api/admin/desk/settings/email', { choice: 'daily' });
    expect(chosen.status).toBe(200);
    expect(await read()).toMatchObject({ choice: 'daily' });
    expect((await settings.get('email-notifications:owner@rooted.example'))?.value).toBe('daily');
    expect((await store.audit({ limit: 1 }))[0]?.detail).toBe('Chose one summary a day about the site.');
    for (const body of [{ choice: 'weekly' }, { choice: 'off', extra: 1 }, {}, '{"choice":']) {
      expect((await send('PUT', '/api/admin/desk/settings/email', body)).status).toBe(400);
    }
    expect(await read()).toMatchObject({ choice: 'daily' });
  });

  it("keeps the summary's hour in the zone her browser reports, and refuses a zone or hour that is not one with a 400 saying so", async () => {
    const { send, store } = await desk();
    const put = (body: unknown) => send('PUT', '/api/admin/desk/settings/summary', body);
    const chosen = await put({ hour: 8, timeZone: 'America/New_York' });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { email: { summary: unknown } }).email.summary).toEqual({
      hour: 8,
      timeZone: 'America/New_York',
    });
    expect((await store.audit({ limit: 1 }))[0]?.detail).toBe(
      'Chose the daily summary after 08:00 (America/New_York).',
    );
    const refusals: [unknown, string][] = [
      [{ hour: 8, timeZone: 'Mars/Olympus_Mons' }, 'That is not a time zone this server knows.'],
      [{ hour: 8, timeZone: 'x'.repeat(65) }, 'That is not a time zone this server knows.'],
      [{ hour: 24, timeZone: 'Europe/London' }, 'Choose an hour from 0 to 23.'],
      [{ hour: 7.5, timeZone: 'Europe/London' }, 'Choose an hour from 0 to 23.'],
      [{ hour: '7', timeZone: 'Europe/London' }, 'Choose an hour from 0 to 23.'],
      [{ hour: 7 }, 'Say which time zone the hour is in.'],
    ];
    for (const [body, error] of refusals) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 70 }), async (zone) => {
        const answer = await put({ hour: 6, timeZone: zone });
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 30 },
    );
    const read = (await (await send('GET', '/api/admin/desk/settings')).json()) as { email: { summary: unknown } };
    expect(read.email.summary).toMatchObject({ hour: expect.any(Number) });
  });
});

describe('the notification setting', () => {
  it("is refused with the address's problem in plain words, and nothing is changed", async () => {
    const { send, store } = await desk();
    const response = await send('PUT', '/api/admin/desk/settings/webhook', { url: 'http://example.org/hook' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The address must start with https:// (plain http:// only for this machine, such as http://127.0.0.1).',
    );
    expect((await send('PUT', '/api/admin/desk/settings/webhook', { url: 'https://x.example', extra: 1 })).status).toBe(
      400,
    );
    expect((await send('PUT', '/api/admin/desk/settings/webhook', '{"url":')).status).toBe(400);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
    expect(await store.audit({ limit: 10 })).toEqual([]);
  });

  it('is refused when its host resolves inside the site’s network, and kept when it does not', async () => {
    const db = openSiteDatabase(':memory:');
    const settings = createSqliteOwnerSettings(db);
    const resolve: ResolveHost = async (host) =>
      host === 'hooks.example' ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '10.0.0.7', family: 4 }];
    const room = settingsRoom({
      settings,
      audit: async () => {},
      send: async () => ({ ok: true, status: 200 }),
      addressAllowed: (url) => webhookHostAllowed(url, { resolve }),
    });
    const admin = await testAdmin(defaultSiteContent, {}, { rooms: { settings: room } });
    const { cookie, csrfToken } = await admin.session();
    const put = (url: string) =>
      admin.call('/api/admin/desk/settings/webhook', {
        method: 'PUT',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
    for (const url of [
      'https://intranet.example/hook',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/',
      'https://0.0.0.0:8080/',
      'http://127.0.0.1:4173/',
    ]) {
      const refused = await put(url);
      expect(refused.status, url).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/not on the public internet/);
    }
    expect(await settings.get('notification-webhook')).toBeNull();
    expect((await put('https://hooks.example/T0/SECRET')).status).toBe(200);
  });

  it('is kept, shown and recorded by its host only, sends a test message, and is turned off', async () => {
    const { send, store, admin, cookie } = await desk();
    const hook = await receiver();
    const set = await send('PUT', '/api/admin/desk/settings/webhook', { url: hook.url });
    expect(set.status).toBe(200);
    const view = await set.text();
    expect(view).not.toContain('SECRET-TOKEN');
    expect(JSON.parse(view)).toMatchObject({
      webhook: { host: new URL(hook.url).host, at: 1_700_000_000_000, owner: 'owner@rooted.example' },
    });

    const test = await send('POST', '/api/admin/desk/settings/webhook/test');
    expect(await test.json()).toEqual({ ok: true, status: 200 });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.type).toBe('application/json');
    expect(hook.received[0]!.body).toEqual({ text: expect.stringContaining('test message') });
    hook.state.status = 404;
    const refused = await (await send('POST', '/api/admin/desk/settings/webhook/test')).json();
    // A closed port answers exactly as a refusal does: the button maps nothing.
    hook.state.status = 200;
    await send('PUT', '/api/admin/desk/settings/webhook', { url: 'http://127.0.0.1:1/closed' });
    const closed = await (await send('POST', '/api/admin/desk/settings/webhook/test')).json();
    expect(refused).toEqual({ ok: false, problem: COULD_NOT_DELIVER });
    expect(closed).toEqual(refused);

    expect((await send('DELETE', '/api/admin/desk/settings/webhook')).status).toBe(200);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
    expect((await send('POST', '/api/admin/desk/settings/webhook/test')).status).toBe(409);

    const trail = await store.audit({ limit: 10 });
    expect(trail.map((entry) => [entry.action, entry.detail])).toEqual([
      ['changed-setting', 'Removed the notification webhook.'],
      ['changed-setting', 'Set the notification webhook to an address at 127.0.0.1:1.'],
      ['changed-setting', `Set the notification webhook to an address at ${new URL(hook.url).host}.`],
    ]);
    expect(JSON.stringify(trail)).not.toContain('SECRET-TOKEN');
    // Without a session nothing answers; without the CSRF token nothing changes.
    expect((await admin.call('/api/admin/desk/settings')).status).toBe(401);
    const forged = await admin.call('/api/admin/desk/settings/webhook', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ url: hook.url }),
    });
    expect(forged.status).toBe(403);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
  });
});

const stores: [string, () => Promise<OwnerSettings>][] = [
  ['SQLite', async () => createSqliteOwnerSettings(openSiteDatabase(':memory:'))],
  [
    'PostgreSQL',
    async () => {
      const { sql, schema } = await openDatabase({
        connectionString: cluster.url,
        schema: 'settings_test',
        maxConnections: 2,
        features: [SITE_SETTINGS_FEATURE],
      });
      cluster.keep({ close: () => sql.end({ timeout: 1 }) });
      return postgresOwnerSettingsOn(sql, schema);
    },
  ],
];

describe.each(stores)('the owner settings on %s', (_name, open) => {
  it(
    'keeps the latest value of a setting with who set it, and forgets a removed one',
    { timeout: 60_000 },
    async () => {
      const settings = await open();
      expect(await settings.get('notification-webhook')).toBeNull();
      await settings.set('notification-webhook', { value: 'https://a.example/1', at: 1, owner: 'a@rooted.example' });
      await settings.set('notification-webhook', { value: 'https://b.example/2', at: 2, owner: 'b@rooted.example' });
      expect(await settings.get('notification-webhook')).toEqual({
        value: 'https://b.example/2',
        at: 2,
        owner: 'b@rooted.example',
      });
      await settings.remove('notification-webhook');
      expect(await settings.get('notification-webhook')).toBeNull();
    },
  );
});
