// @vitest-environment node
/**
 * The owner's notification setting: set with a checked address (an error in plain words), shown
 * and recorded by its host only, tested against a real receiver, turned off; and the settings
 * store on both databases.
 */
import { openDatabase } from '@rooted/database';
import { defaultSiteContent } from '@rooted/site-content';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { openSiteDatabase } from '../database/site-db';
import { sendWebhook } from '../notifications/webhook-send';
import { testAdmin } from '../test-support/owner-api';
import { createSqliteDeskStore } from './desk-store';
import { createSqliteOwnerSettings, type OwnerSettings } from './owner-settings';
import { postgresOwnerSettingsOn, SITE_SETTINGS_FEATURE } from './postgres-owner-settings';
import { createSettingsRoutes } from './settings-routes';

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
  const routes = createSettingsRoutes({ settings, audit: (entry) => store.record(entry), send: (url, text) => sendWebhook(url, text), now: () => clock.now });
  const admin = await testAdmin(defaultSiteContent, {}, { clock, desk: routes });
  const { cookie, csrfToken } = await admin.session();
  const send = (method: string, path: string, body?: unknown) =>
    admin.call(path, { method, headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { admin, store, settings, send, cookie };
}

describe('the notification setting', () => {
  it('is refused with the address\'s problem in plain words, and nothing is changed', async () => {
    const { send, store } = await desk();
    const response = await send('PUT', '/api/admin/desk/settings/webhook', { url: 'http://example.org/hook' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('The address must start with https:// (plain http:// only for this machine, such as http://127.0.0.1).');
    expect((await send('PUT', '/api/admin/desk/settings/webhook', { url: 'https://x.example', extra: 1 })).status).toBe(400);
    expect((await send('PUT', '/api/admin/desk/settings/webhook', '{"url":')).status).toBe(400);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
    expect(await store.audit({ limit: 10 })).toEqual([]);
  });

  it('is kept, shown and recorded by its host only, sends a test message, and is turned off', async () => {
    const { send, store, admin, cookie } = await desk();
    const hook = await receiver();
    const set = await send('PUT', '/api/admin/desk/settings/webhook', { url: hook.url });
    expect(set.status).toBe(200);
    const view = await set.text();
    expect(view).not.toContain('SECRET-TOKEN');
    expect(JSON.parse(view)).toEqual({ webhook: { host: new URL(hook.url).host, at: 1_700_000_000_000, owner: 'owner@rooted.example' } });

    const test = await send('POST', '/api/admin/desk/settings/webhook/test');
    expect(await test.json()).toEqual({ ok: true, status: 200 });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.type).toBe('application/json');
    expect(hook.received[0]!.body).toEqual({ text: expect.stringContaining('test message') });
    hook.state.status = 404;
    expect(await (await send('POST', '/api/admin/desk/settings/webhook/test')).json()).toEqual({ ok: false, problem: 'the receiver does not know this address (404): it may have been removed' });

    expect((await send('DELETE', '/api/admin/desk/settings/webhook')).status).toBe(200);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
    expect((await send('POST', '/api/admin/desk/settings/webhook/test')).status).toBe(409);

    const trail = await store.audit({ limit: 10 });
    expect(trail.map((entry) => [entry.action, entry.detail])).toEqual([
      ['changed-setting', 'Removed the notification webhook.'],
      ['changed-setting', `Set the notification webhook to an address at ${new URL(hook.url).host}.`],
    ]);
    expect(JSON.stringify(trail)).not.toContain('SECRET-TOKEN');
    // Without a session nothing answers; without the CSRF token nothing changes.
    expect((await admin.call('/api/admin/desk/settings')).status).toBe(401);
    const forged = await admin.call('/api/admin/desk/settings/webhook', { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ url: hook.url }) });
    expect(forged.status).toBe(403);
    expect(((await (await send('GET', '/api/admin/desk/settings')).json()) as { webhook: unknown }).webhook).toBeNull();
  });
});

const stores: [string, () => Promise<OwnerSettings>][] = [
  ['SQLite', async () => createSqliteOwnerSettings(openSiteDatabase(':memory:'))],
  [
    'PostgreSQL',
    async () => {
      const { sql, schema } = await openDatabase({ connectionString: cluster.url, schema: 'settings_test', maxConnections: 2, features: [SITE_SETTINGS_FEATURE] });
      cluster.keep({ close: () => sql.end({ timeout: 1 }) });
      return postgresOwnerSettingsOn(sql, schema);
    },
  ],
];

describe.each(stores)('the owner settings on %s', (_name, open) => {
  it('keeps the latest value of a setting with who set it, and forgets a removed one', { timeout: 60_000 }, async () => {
    const settings = await open();
    expect(await settings.get('notification-webhook')).toBeNull();
    await settings.set('notification-webhook', { value: 'https://a.example/1', at: 1, owner: 'a@rooted.example' });
    await settings.set('notification-webhook', { value: 'https://b.example/2', at: 2, owner: 'b@rooted.example' });
    expect(await settings.get('notification-webhook')).toEqual({ value: 'https://b.example/2', at: 2, owner: 'b@rooted.example' });
    await settings.remove('notification-webhook');
    expect(await settings.get('notification-webhook')).toBeNull();
  });
});
