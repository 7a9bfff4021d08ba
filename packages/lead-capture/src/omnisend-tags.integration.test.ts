import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadCapture, type LeadCapture } from './lead-capture.js';
import { fakeClock, recordingLogger } from './test-support/fixtures.js';

let dir: string;
let fake: FakeOmnisend;
let capture: LeadCapture | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-omnisend-tags-'));
  // The fake's default: tags in a contact write replace the stored ones, as Omnisend's do.
  fake = await createFakeOmnisend();
});
afterEach(async () => {
  await capture?.close();
  capture = undefined;
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.parse('2025-05-01T09:30:00.000Z');

function post(handler: LeadCapture['handler'], lead: Record<string, unknown>) {
  return handler(
    new Request('http://site.example/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)' },
      body: JSON.stringify(lead),
    }),
    { remoteAddress: '203.0.113.7' },
  );
}

describe('tags over HTTP against the fake Omnisend', () => {
  it('a newsletter subscriber who later sends the contact form keeps newsletter_subscriber and stays subscribed', async () => {
    const clock = fakeClock(T0);
    capture = createLeadCapture({
      dbPath: join(dir, 'leads.db'),
      now: clock.now,
      logger: recordingLogger(),
      autoStart: false,
      omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, now: clock.now },
    });
    const startedAt = T0 - 60_000;

    expect((await post(capture.handler, { kind: 'newsletter', email: 'jane@example.org', startedAt })).status).toBe(202);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });
    clock.advance(60_000);
    const later = { kind: 'contact', name: 'Jane Doe', email: 'jane@example.org', subject: 'general', message: 'Hello again', startedAt: T0 };
    expect((await post(capture.handler, later)).status).toBe(202);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });

    const [contact, ...others] = fake.contacts();
    expect(others).toHaveLength(0);
    expect(contact?.status).toBe('subscribed');
    expect(contact?.tags).toEqual(expect.arrayContaining(['newsletter_subscriber', 'source: newsletter_signup', 'contact_form', 'source: contact_form']));
    expect(contact?.tags).toHaveLength(4);
  }, 30_000); // a generous budget: the suite shares a loaded machine
});
