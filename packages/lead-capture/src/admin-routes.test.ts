import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from './delivery-worker.js';
import { createLeadHandler } from './handler.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { fakeClock, newLead, recordingLogger } from './test-support/fixtures.js';

const TOKEN = 'admin-token-123';

async function setup(delivery: DeliveryStatus = { state: 'running', pause: null }) {
  const clock = fakeClock();
  const outbox = createMemoryOutbox();
  const handler = createLeadHandler({
    botDefence: false,
    doubleOptIn: false,
    outbox,
    now: clock.now,
    logger: recordingLogger(),
    adminToken: TOKEN,
    deliveryStatus: () => delivery,
  });
  const call = (path: string, init: RequestInit = {}, token = TOKEN) =>
    handler(
      new Request(`http://localhost/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      }),
    );
  const leads = [newLead(clock.now()), newLead(clock.now(), { kind: 'exit-intent' }), newLead(clock.now())];
  for (const lead of leads) await outbox.add(lead);
  const claimed = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 2 });
  for (const lead of claimed)
    await outbox.markDead(lead.id, lead.attempts, `Omnisend API error: 400 Bad Request - ${lead.kind}`, clock.now());
  return { clock, outbox, call, leads };
}

describe('operator routes', () => {
  it('refuse a missing or wrong token on every route', async () => {
    const { call } = await setup();
    for (const [path, method] of [
      ['/leads/status', 'GET'],
      ['/leads/dead', 'GET'],
      ['/leads/requeue', 'POST'],
    ] as const) {
      const response = await call(path, { method, body: method === 'POST' ? '{"all":true}' : null }, 'wrong');
      expect(response.status).toBe(401);
    }
  });

  it('list dead leads with their reasons and no personal data', async () => {
    const { call, leads } = await setup();
    const response = await call('/leads/dead?kind=exit-intent');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      dead: [
        expect.objectContaining({
          id: leads[1]!.id,
          kind: 'exit-intent',
          reason: 'Omnisend API error: 400 Bad Request - exit-intent',
        }),
      ],
    });
    expect(text).not.toContain('@example.org');
    expect((await call('/leads/dead?kind=fax')).status).toBe(400);
  });

  it('requeue by filter or all, never all by accident', async () => {
    const { call, outbox } = await setup();
    const post = (body: string) =>
      call('/leads/requeue', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await post('{}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    const form = await call('/leads/requeue', {
      method: 'POST',
      body: '{"all":true}',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect((await post('{"ids": "one"}')).status).toBe(400);
    expect(await (await post('{"errorContains": "newsletter"}')).json()).toEqual({ requeued: 1 });
    expect(await (await post('{"all": true}')).json()).toEqual({ requeued: 1 });
    expect(await outbox.counts()).toMatchObject({ pending: 3, dead: 0 });
  });

  it('status shows a paused delivery and an alert once the oldest lead waits over an hour', async () => {
    const since = fakeClock().now();
    const { call, clock } = await setup({
      state: 'paused',
      pause: {
        reason: 'Omnisend API error: 401 Unauthorized - Unknown error',
        since,
        nextProbeAt: since + 300_000,
        failedProbes: 3,
      },
    });
    clock.advance(3_600_001);
    const body = await (await call('/leads/status')).json();
    expect(body).toMatchObject({
      counts: { pending: 1, dead: 2 },
      delivery: {
        state: 'paused',
        reason: 'Omnisend API error: 401 Unauthorized - Unknown error',
        pausedSince: new Date(since).toISOString(),
      },
      alerts: [
        'The oldest lead waiting for delivery is 60 min old (alert after 60 min).',
        'Delivery is paused: Omnisend API error: 401 Unauthorized - Unknown error',
      ],
    });
  });
});
