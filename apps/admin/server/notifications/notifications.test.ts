// @vitest-environment node
/**
 * The owner's notifications: a contact message or join application is queued when a webhook is
 * set and sent as Slack-compatible JSON; a receiver that fails is retried until it answers; an
 * address the receiver does not know pauses the notifications instead of burning them; other
 * forms, and every lead while no webhook is set, are never queued.
 */
import { createMemoryOutbox, type LeadData, type NewLead } from '@rooted/lead-capture';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { createSqliteOwnerSettings } from '../desk/owner-settings';
import { createNotifications } from './notifications';
import { notificationText } from './notification-text';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function receiver() {
  const state = { status: 200, texts: [] as string[], calls: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      state.calls += 1;
      if (state.status === 200) state.texts.push((JSON.parse(body) as { text: string }).text);
      response.writeHead(state.status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, state };
}

const T0 = 1_700_000_000_000;
const contact: NewLead = {
  id: 'lead-1',
  createdAt: T0,
  data: {
    kind: 'contact',
    name: 'Ada <Lovelace>',
    email: 'ada@example.org',
    subject: 'mentorship',
    message: 'Hello & welcome',
  } as LeadData,
};

async function setUp(url?: string) {
  const outbox = createMemoryOutbox();
  const settings = createSqliteOwnerSettings(openSiteDatabase(':memory:'));
  if (url) await settings.set('notification-webhook', { value: url, at: T0, owner: 'owner@rooted.example' });
  const clock = { now: T0 };
  const notifications = createNotifications({ outbox, settings, now: () => clock.now, autoStart: false });
  return { outbox, settings, notifications, clock };
}

describe('the owner notifications', () => {
  it('sends a contact message to the webhook as { text } with the subject as the visitor chose it, Slack markup escaped', async () => {
    const hook = await receiver();
    const { notifications, outbox } = await setUp(hook.url);
    await notifications.accepted(contact);
    expect(await notifications.worker.drain()).toMatchObject({ delivered: 1 });
    expect(hook.state.texts).toEqual([notificationText(contact.data)]);
    expect(hook.state.texts[0]).toBe(
      'New contact message from Ada &lt;Lovelace&gt; (ada@example.org)\nSubject: Mentorship Request\n\nHello &amp; welcome',
    );
    expect(outbox.get('lead-1')?.state).toBe('delivered');
  });

  it('retries while the receiver fails, and delivers once it recovers', async () => {
    const hook = await receiver();
    hook.state.status = 500;
    const { notifications, outbox, clock } = await setUp(hook.url);
    await notifications.accepted(contact);
    expect(await notifications.worker.drain()).toMatchObject({ retried: 1, delivered: 0 });
    expect(outbox.get('lead-1')).toMatchObject({
      state: 'pending',
      lastError: 'Notification not delivered: the receiver had a problem (500)',
    });
    // Not due again at once: the retry waits its backoff.
    expect(await notifications.worker.drain()).toMatchObject({ retried: 0, delivered: 0 });
    hook.state.status = 200;
    clock.now += 60_000;
    expect(await notifications.worker.drain()).toMatchObject({ delivered: 1 });
    expect(hook.state.texts).toHaveLength(1);
    expect(hook.state.calls).toBe(2);
  });

  it('pauses on an address the receiver does not know, keeping the message', async () => {
    const hook = await receiver();
    hook.state.status = 404;
    const { notifications, outbox } = await setUp(hook.url);
    await notifications.accepted(contact);
    await notifications.worker.drain();
    expect(notifications.worker.status()).toMatchObject({
      state: 'paused',
      pause: { reason: expect.stringContaining('does not know this address (404)') },
    });
    expect(outbox.get('lead-1')?.state).toBe('pending');
  });

  it('queues only contact messages and join applications, and nothing while no webhook is set', async () => {
    const hook = await receiver();
    const { notifications, outbox, settings } = await setUp();
    await notifications.accepted(contact);
    expect(outbox.rows()).toEqual([]);
    await settings.set('notification-webhook', { value: hook.url, at: T0, owner: 'owner@rooted.example' });
    await notifications.accepted({
      id: 'signup',
      createdAt: T0,
      data: { kind: 'newsletter', email: 'p@example.org' } as LeadData,
    });
    await notifications.accepted({
      id: 'popup',
      createdAt: T0,
      data: { kind: 'exit-intent', email: 'q@example.org' } as LeadData,
    });
    await notifications.accepted({
      id: 'join',
      createdAt: T0,
      data: {
        kind: 'join',
        name: 'Grace',
        email: 'grace@example.org',
        company: 'Navy',
        role: 'Admiral',
        interests: 'compilers',
        message: 'Hi',
      } as LeadData,
    });
    expect(outbox.rows().map((row) => row.id)).toEqual(['join']);
    await notifications.worker.drain();
    expect(hook.state.texts).toEqual([
      'New join application from Grace (grace@example.org, Navy)\nRole: Admiral\nInterests: compilers\n\nHi',
    ]);
  });

  it('drops a queued message once the owner turned notifications off', async () => {
    const hook = await receiver();
    const { notifications, outbox, settings } = await setUp(hook.url);
    await notifications.accepted(contact);
    await settings.remove('notification-webhook');
    expect(await notifications.worker.drain()).toMatchObject({ delivered: 1 });
    expect(hook.state.calls).toBe(0);
    expect(outbox.get('lead-1')?.state).toBe('delivered');
  });
});
