import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadCapture, type LeadCapture } from './lead-capture.js';
import type { LeadData, QueuedLead } from './lead.js';
import { toNodeListener } from './node-listener.js';
import { recordingLogger } from './test-support/fixtures.js';

let dir: string;
let capture: LeadCapture | undefined;
let server: Server | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lead-capture-'));
});
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await capture?.close();
  capture = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function listen(handler: LeadCapture['handler']): Promise<string> {
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
}

const newsletter = () => ({ kind: 'newsletter', email: 'Reader@Example.org', homepage: '' });

describe('createLeadCapture over node:http', () => {
  it('accepts a lead and delivers it at once, with the socket IP as consent evidence', async () => {
    const delivered: QueuedLead[] = [];
    capture = createLeadCapture({
      botDefence: false,
      doubleOptIn: false,
      dbPath: join(dir, 'data', 'leads.db'),
      logger: recordingLogger(),
      deliverer: { deliver: async (lead) => void delivered.push(lead) },
    });
    const base = await listen(capture.handler);
    const response = await fetch(`${base}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Test/2.0' },
      body: JSON.stringify(newsletter()),
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(delivered.map((lead) => lead.id)).toEqual([id]));
    expect(delivered[0]).toMatchObject({
      data: { email: 'reader@example.org' },
      consent: { ip: '127.0.0.1', userAgent: 'Test/2.0' },
    });
    await vi.waitFor(async () => expect((await capture!.outbox.counts()).delivered).toBe(1));
  });

  it('deletes a double opt-in signup nobody confirmed a day after its link expired, and keeps a confirmed one', async () => {
    let now = 1_700_000_000_000;
    capture = createLeadCapture({
      dbPath: join(dir, 'leads.db'),
      publicUrl: 'https://rooted.example',
      logger: recordingLogger(),
      now: () => now,
      autoStart: false,
    });
    const signup = (id: string) => ({
      id,
      data: { kind: 'newsletter', email: `${id}@example.org` } as LeadData,
      consent: {
        createdAt: new Date(now).toISOString(),
        form: 'newsletter' as const,
        text: 'Yes, please.',
        version: 'v1',
        doubleOptIn: 'pending' as const,
      },
      requestedAt: now,
      expiresAt: now + 7 * 86_400_000,
    });
    await capture.consentStore.savePending(signup('ignored'));
    await capture.consentStore.savePending(signup('confirmed'));
    await capture.consentStore.markConfirmed('confirmed', now + 1000);

    now += 8 * 86_400_000 - 1;
    await capture.worker.purgeExpired();
    expect(await capture.consentStore.get('ignored')).not.toBeNull();
    now += 2;
    await capture.worker.purgeExpired();
    expect(await capture.consentStore.get('ignored')).toBeNull();
    expect((await capture.consentStore.get('confirmed'))?.confirmedAt).toBe(1_700_000_001_000);
  });

  it('answers 413 to a large upload over a real socket', async () => {
    capture = createLeadCapture({
      botDefence: false,
      doubleOptIn: false,
      dbPath: join(dir, 'leads.db'),
      logger: recordingLogger(),
    });
    const base = await listen(capture.handler);
    const response = await fetch(`${base}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...newsletter(), homepage: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it('without an Omnisend key, keeps leads pending and logs once that delivery is paused', async () => {
    const logger = recordingLogger();
    capture = createLeadCapture({
      botDefence: false,
      doubleOptIn: false,
      dbPath: join(dir, 'leads.db'),
      logger,
      omnisend: { apiKey: '' },
      adminToken: 'status-token',
    });
    const base = await listen(capture.handler);
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${base}/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newsletter()),
      });
      expect(response.status).toBe(202);
    }
    const status = await fetch(`${base}/leads/status`, { headers: { authorization: 'Bearer status-token' } });
    expect(await status.json()).toMatchObject({ counts: { pending: 2, delivering: 0, delivered: 0, dead: 0 } });
    expect(capture.worker.paused).toBe(true);
    expect(
      logger.warn.mock.calls.filter(([message]) => String(message).startsWith('Lead delivery is paused')),
    ).toHaveLength(1);
  });
});
