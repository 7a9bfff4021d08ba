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
  dir = mkdtempSync(join(tmpdir(), 'lead-omnisend-'));
  fake = await createFakeOmnisend();
});
afterEach(async () => {
  await capture?.close();
  capture = undefined;
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.parse('2025-05-01T09:30:00.000Z');
const ISO = '2025-05-01T09:30:00.000Z';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Test';

function post(handler: LeadCapture['handler'], lead: Record<string, unknown>) {
  return handler(
    new Request('http://site.example/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      body: JSON.stringify(lead),
    }),
    { remoteAddress: '203.0.113.7' },
  );
}

const contactBodies = () =>
  fake.requests().filter((request) => request.method === 'POST' && request.path === '/v3/contacts');

/** The lead capture delivering to the fake on the test's clock, started by hand (`worker.drain()`). */
function captureOnFake(clock: ReturnType<typeof fakeClock>): LeadCapture {
  return createLeadCapture({
    botDefence: false,
    doubleOptIn: false,
    dbPath: join(dir, 'leads.db'),
    now: clock.now,
    logger: recordingLogger(),
    autoStart: false,
    omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, now: clock.now },
  });
}

describe('delivery to the fake Omnisend', () => {
  it('sends exactly the reference payload for each form', async () => {
    const clock = fakeClock(T0);
    capture = captureOnFake(clock);
    const homepage = '';
    const leads = [
      {
        kind: 'contact',
        name: 'Jane van Dyke',
        email: 'Jane@Example.org',
        subject: 'mentorship',
        message: 'Hello!',
        homepage,
      },
      { kind: 'newsletter', email: 'jane@example.org', firstName: 'Jane', homepage },
      {
        kind: 'join',
        name: 'Sam Lee',
        email: 'sam@example.org',
        company: 'Acme Co',
        role: 'Founder',
        interests: 'Mentorship',
        message: 'Keen to join.',
        keepOnFile: true,
        homepage,
      },
      { kind: 'exit-intent', email: 'pop@example.org', homepage },
    ];
    for (const lead of leads) expect((await post(capture.handler, lead)).status).toBe(202);
    expect(await capture.worker.drain()).toEqual({ delivered: 4, retried: 0, dead: 0 });

    const identifier = (id: string, status: 'subscribed' | 'nonSubscribed', source?: string) => ({
      type: 'email',
      id,
      channels: { email: { status, statusDate: status === 'subscribed' ? ISO : '2000-01-01T00:00:00Z' } },
      ...(source ? { consent: { source, createdAt: ISO, ip: '203.0.113.7', userAgent: UA } } : {}),
      sendWelcomeMessage: false,
    });
    // Each write reads the stored tags first, so writes for different contacts may land in any order.
    expect(contactBodies()).toHaveLength(4);
    expect(contactBodies().map((request) => request.body)).toEqual(
      expect.arrayContaining([
        {
          identifiers: [identifier('jane@example.org', 'nonSubscribed')],
          sendWelcomeEmail: false,
          firstName: 'Jane',
          lastName: 'van Dyke',
          tags: ['contact_form', 'source: contact_form'],
          customProperties: { subject: 'mentorship', message: 'Hello!', contactDate: ISO },
        },
        {
          identifiers: [identifier('jane@example.org', 'subscribed', 'newsletter_signup')],
          sendWelcomeEmail: false,
          firstName: 'Jane',
          // Jane's stored tags come first: a write's tags replace the contact's, so none may be left out.
          tags: ['contact_form', 'source: contact_form', 'newsletter_subscriber', 'source: newsletter_signup'],
          // What Omnisend's consent object has no field for travels as custom properties.
          customProperties: { consentForm: 'newsletter', consentSignupAt: ISO },
        },
        {
          identifiers: [identifier('sam@example.org', 'nonSubscribed')],
          sendWelcomeEmail: false,
          firstName: 'Sam',
          lastName: 'Lee',
          tags: ['community_applicant', 'source: join_us_form'],
          customProperties: {
            company: 'Acme Co',
            role: 'Founder',
            interests: 'Mentorship',
            message: 'Keen to join.',
            applicationDate: ISO,
            keepOnFile: true,
          },
        },
        {
          identifiers: [identifier('pop@example.org', 'subscribed', 'exit_intent_popup')],
          sendWelcomeEmail: false,
          tags: ['exit_intent_capture', 'lead', 'source: exit_intent_popup'],
          customProperties: { consentForm: 'exit-intent', consentSignupAt: ISO },
        },
      ]),
    );
    // Single opt-in: each subscriber starts the welcome flow; the contact message and the application do not.
    expect(
      fake
        .events()
        .map((event) => [event.eventName, event.contact.email])
        .sort(),
    ).toEqual([
      ['welcome_sequence', 'jane@example.org'],
      ['welcome_sequence', 'pop@example.org'],
    ]);
    // The contact message did not make Jane a subscriber; the newsletter signup did.
    const jane = fake.contacts().find((contact) => contact.email === 'jane@example.org');
    expect(jane?.status).toBe('subscribed');
    expect(fake.requests().every((request) => request.headers['x-api-key'] !== FAKE_TEST_API_KEY)).toBe(true);
  }, 20_000);

  it('rides out an outage (5xx, 429 storm, timeouts, dropped connections) and delivers every lead exactly once', async () => {
    const clock = fakeClock();
    const logger = recordingLogger();
    capture = createLeadCapture({
      botDefence: false,
      doubleOptIn: false,
      dbPath: join(dir, 'leads.db'),
      now: clock.now,
      logger,
      autoStart: false,
      rateLimit: false,
      random: () => 0,
      backoff: { baseMs: 1000, maxMs: 60_000 },
      // One at a time, so the faults below meet the leads in a known order (the fault suites
      // cover concurrent delivery).
      concurrency: 1,
      // The client shares the fake clock, so its own Retry-After hold ends when the test moves time.
      // A clean answer must never time out on a loaded machine (at 500 ms one did, under load 15,
      // and its lead then counted two clean answers); the delayed ones always must.
      omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, retry: false, timeoutMs: 1500, now: clock.now },
    });
    const emails = Array.from({ length: 10 }, (_, i) => `lead${i}@example.org`);
    for (const email of emails) {
      expect((await post(capture.handler, { kind: 'newsletter', email, homepage: '' })).status).toBe(202);
    }
    const match = { method: 'POST', path: '/v3/contacts' };
    fake.fault([
      { match, status: 503, times: 2 },
      { match, preset: 'html502' },
      { match, status: 429, headers: { 'Retry-After': '30' }, body: { error: 'Too many requests' }, times: 3 },
      { match, delayMs: 4000, times: 2 },
      { match, drop: 'before' },
      { match, drop: 'after' },
    ]);

    const first = await capture.worker.drain();
    expect(first.delivered + first.retried).toBe(10);
    expect(first.retried).toBeGreaterThan(0);
    // The lead that got the 429 waits the full Retry-After (the client may also hold back the rest).
    const after429 = capture.outbox.rows().filter((row) => row.lastError?.includes('429 Too Many Requests'));
    expect(after429.length).toBeGreaterThan(0);
    for (const row of after429) expect(row.nextAttemptAt).toBe(clock.now() + 30_000);

    for (let round = 0; round < 10 && (await capture.outbox.counts()).delivered < 10; round += 1) {
      clock.advance(60_000);
      await capture.worker.drain();
    }
    expect(await capture.outbox.counts()).toEqual({ pending: 0, delivering: 0, delivered: 10, dead: 0 });
    // Give the timed-out requests, still sleeping in the fake, time to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const contacts = fake.contacts().filter((contact) => contact.email?.startsWith('lead'));
    expect(contacts.map((contact) => contact.email).sort()).toEqual([...emails].sort());
    // One clean 200 per lead. Requests hit by a timeout or a drop-after-processing may also have
    // reached the fake: the documented at-least-once window, harmless because POST /contacts upserts.
    const emailOf = (request: { body: unknown }) =>
      (request.body as { identifiers: { id: string }[] }).identifiers[0]?.id;
    const clean = contactBodies().filter((request) => request.status === 200 && request.fault === null);
    expect(clean.map(emailOf).sort()).toEqual([...emails].sort());
    expect(
      fake
        .contacts()
        .filter((contact) => contact.email?.startsWith('lead'))
        .every((contact) => contact.status === 'subscribed'),
    ).toBe(true);
    expect(JSON.stringify(capture.outbox.rows())).not.toContain(FAKE_TEST_API_KEY);
  }, 60_000);

  it('pauses on an auth failure and keeps the lead, with the error stored without the key', async () => {
    const clock = fakeClock();
    capture = createLeadCapture({
      botDefence: false,
      doubleOptIn: false,
      dbPath: join(dir, 'leads.db'),
      now: clock.now,
      logger: recordingLogger(),
      autoStart: false,
      omnisend: { apiKey: 'wrong-key-0000-secret', baseUrl: fake.baseUrl, retry: false },
    });
    await post(capture.handler, { kind: 'exit-intent', email: 'a@example.org', homepage: '' });
    expect(await capture.worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const [row] = capture.outbox.rows();
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
    expect(row?.lastError).toMatch(/^Omnisend API error: (400|401|403) /);
    expect(row?.lastError).not.toContain('wrong-key-0000-secret');
    expect(capture.worker.status().state).toBe('paused');
  });

  it('a newsletter subscriber who later sends the contact form keeps newsletter_subscriber and stays subscribed', async () => {
    const clock = fakeClock(T0);
    capture = captureOnFake(clock);
    const homepage = '';

    expect((await post(capture.handler, { kind: 'newsletter', email: 'jane@example.org', homepage })).status).toBe(202);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });
    clock.advance(60_000);
    const later = {
      kind: 'contact',
      name: 'Jane Doe',
      email: 'jane@example.org',
      subject: 'general',
      message: 'Hello again',
      homepage: '',
    };
    expect((await post(capture.handler, later)).status).toBe(202);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });

    const [contact, ...others] = fake.contacts();
    expect(others).toHaveLength(0);
    expect(contact?.status).toBe('subscribed');
    expect(contact?.tags).toEqual(
      expect.arrayContaining([
        'newsletter_subscriber',
        'source: newsletter_signup',
        'contact_form',
        'source: contact_form',
      ]),
    );
    expect(contact?.tags).toHaveLength(4);
  }, 30_000); // a generous budget: the suite shares a loaded machine
});
