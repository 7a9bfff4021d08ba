import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadCapture, type LeadCapture } from '../lead-capture.js';
import { fakeClock, recordingLogger } from '../test-support/fixtures.js';
import { formProof, TEST_SECRETS } from '../test-support/form-proof.js';
import { CONFIRMATION_EVENT } from './events.js';

const T0 = Date.parse('2026-11-25T09:30:00.000Z');
const VICTIM = 'victim@example.org';

let dir: string;
let fake: FakeOmnisend;
let capture: LeadCapture;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-allowance-'));
  fake = await createFakeOmnisend();
  clock = fakeClock(T0);
  capture = createLeadCapture({
    dbPath: join(dir, 'leads.db'),
    now: clock.now,
    logger: recordingLogger(),
    autoStart: false,
    publicUrl: 'https://rooted.example',
    signUpUrl: '/#newsletter',
    signingSecrets: TEST_SECRETS,
    botDefence: { secrets: TEST_SECRETS, proofOfWork: { keyPrefix: '0' } },
    omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl, now: clock.now },
  });
});
afterEach(async () => {
  await capture.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A form sent like the browser (token, solved challenge, ten seconds of typing) from its own client. */
async function send(lead: Record<string, unknown>, client: string) {
  const proof = await formProof(capture.handler, lead.kind as 'newsletter', 'http://site.example/api');
  clock.advance(10_000);
  return capture.handler(
    new Request('http://site.example/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...proof, ...lead }),
    }),
    { remoteAddress: client },
  );
}

/** A plain form post, as a browser without JavaScript (or a script) sends it. */
async function post(kind: string, fields: Record<string, string>, client: string) {
  return capture.handler(
    new Request(`http://site.example/api/leads/form/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://site.example' },
      body: new URLSearchParams({ ...fields, homepage: '' }),
    }),
    { remoteAddress: client },
  );
}

const confirmationsTo = (email: string) =>
  fake.events().filter((event) => event.eventName === CONFIRMATION_EVENT && event.contact.email === email);

describe('one confirmation mail per address a day', () => {
  it('20 newsletter signups for one address from 20 clients cause one confirmation mail; each is told to check the inbox', async () => {
    for (let client = 1; client <= 20; client++) {
      const response = await send({ kind: 'newsletter', email: VICTIM }, `198.51.100.${client}`);
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ confirmationRequired: true });
    }
    await capture.worker.drain();
    expect(confirmationsTo(VICTIM)).toHaveLength(1);
    // The next day the address may be asked once more.
    clock.advance(86_400_000);
    expect((await send({ kind: 'exit-intent', email: VICTIM }, '198.51.100.99')).status).toBe(202);
    await capture.worker.drain();
    expect(confirmationsTo(VICTIM)).toHaveLength(2);
  });

  it('the no-JS forms and the opt-in of a contact message count against the same allowance; the message still reaches the owner', async () => {
    expect((await post('newsletter', { email: VICTIM }, '198.51.100.1')).headers.get('location')).toBe(
      '/api/leads/form/newsletter/confirm',
    );
    for (let client = 2; client <= 10; client++) {
      expect((await post('newsletter', { email: VICTIM }, `198.51.100.${client}`)).headers.get('location')).toBe(
        '/api/leads/form/newsletter/confirm',
      );
    }
    const contact = await send(
      {
        kind: 'contact',
        name: 'Vic',
        email: VICTIM,
        subject: 'general',
        message: 'A real question about your ventures.',
        marketingOptIn: true,
      },
      '198.51.100.50',
    );
    expect(await contact.json()).toMatchObject({ confirmationRequired: true });
    await capture.worker.drain();
    expect(confirmationsTo(VICTIM)).toHaveLength(1);
    // The first signup and the message were stored and delivered; the repeated signups were not.
    expect((await capture.outbox.counts()).delivered).toBe(2);
    expect(fake.contacts().find((person) => person.email === VICTIM)?.status).toBe('nonSubscribed');
  });

  it('one client pays for a flood of plain form posts across every form with a daily limit', async () => {
    const kinds = ['newsletter', 'exit-intent'] as const;
    let refused = 0;
    for (let index = 0; index < 60; index++) {
      clock.advance(10 * 60_000);
      const response = await post(kinds[index % 2]!, { email: `someone${index}@example.org` }, '203.0.113.9');
      if (response.status === 429) refused++;
    }
    expect(refused).toBe(30);
  });
});
