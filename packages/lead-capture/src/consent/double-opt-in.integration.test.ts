import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadCapture, type LeadCapture } from '../lead-capture.js';
import { fakeClock, recordingLogger } from '../test-support/fixtures.js';
import { formProof, TEST_SECRETS } from '../test-support/form-proof.js';
import { CONFIRMATION_TTL_MS } from './confirmation-link.js';
import { CONFIRMATION_EVENT } from './events.js';

const T0 = Date.parse('2026-11-25T09:30:00.000Z');
const PUBLIC_URL = 'https://rooted.example';
const WORDING = 'Yes, send me the Rooted Ventures newsletter. I can unsubscribe at any time.';

let dir: string;
let fake: FakeOmnisend;
let capture: LeadCapture;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lead-doi-'));
  fake = await createFakeOmnisend();
  clock = fakeClock(T0);
  capture = createLeadCapture({
    dbPath: join(dir, 'leads.db'),
    now: clock.now,
    logger: recordingLogger(),
    autoStart: false,
    publicUrl: PUBLIC_URL,
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

/** Sends a form like the browser: token, solved challenge, ten seconds of typing. */
async function send(lead: Record<string, unknown>) {
  const proof = await formProof(capture.handler, lead.kind as 'newsletter', 'http://site.example/api');
  clock.advance(10_000);
  return capture.handler(
    new Request('http://site.example/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Signup/1.0' },
      body: JSON.stringify({ ...proof, ...lead }),
    }),
    { remoteAddress: '203.0.113.7' },
  );
}

/** Opens the link only, as a mail scanner does. */
async function visit(url: string) {
  const response = await capture.confirmation(new Request(url, { headers: { 'user-agent': 'Click/1.0' } }), {
    remoteAddress: '198.51.100.4',
  });
  return { status: response.status, html: await response.text() };
}

/** Presses the page's button: posts its form's token from the page's own origin (or `origin`). */
async function press(pageUrl: string, html: string, origin = new URL(pageUrl).origin) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const token = /<input type="hidden" name="t" value="([^"]*)">/.exec(html)?.[1] ?? '';
  const response = await capture.confirmation(
    new Request(new URL(action, pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'user-agent': 'Click/1.0' },
      body: new URLSearchParams({ t: token }),
    }),
    { remoteAddress: '198.51.100.4' },
  );
  return { status: response.status, html: await response.text() };
}

/** What a person does: opens the link, and presses the button if the page shows one. */
async function open(url: string) {
  const page = await visit(url);
  return page.html.includes('<form method="post"') ? press(url, page.html) : page;
}

const jane = () => fake.contacts().find((contact) => contact.email === 'jane@example.org');
const eventsNamed = (name: string) => fake.events().filter((event) => event.eventName === name);

async function signUp(email = 'jane@example.org') {
  const response = await send({
    kind: 'newsletter',
    email,
    consentText: WORDING,
    consentVersion: 'newsletter-2026-11',
    pageUrl: `${PUBLIC_URL}/`,
  });
  expect(response.status).toBe(202);
  expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });
  const event = eventsNamed(CONFIRMATION_EVENT).find((received) => received.contact.email === email);
  return String(event?.properties.confirmationUrl);
}

describe('double opt-in against the fake Omnisend', () => {
  it('a signup stays nonSubscribed and gets a confirmation event whose link subscribes it with the consent record and starts the welcome flow', async () => {
    const link = await signUp();
    expect(jane()?.status).toBe('nonSubscribed');
    expect(eventsNamed('welcome_sequence')).toEqual([]);
    const [event] = eventsNamed(CONFIRMATION_EVENT);
    expect(event?.contact).toEqual({ email: 'jane@example.org' });
    expect(link).toMatch(/^https:\/\/rooted\.example\/subscribe\/confirm\?t=[\w-]+\.[\w-]+$/);
    expect(link).not.toContain('jane');
    expect(event?.properties).toMatchObject({
      form: 'newsletter',
      confirmationExpiresAt: new Date(clock.now() + CONFIRMATION_TTL_MS).toISOString(),
    });

    clock.advance(3_600_000);
    const clickedAt = new Date(clock.now()).toISOString();
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Subscription confirmed</h1>');
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });

    const contact = jane();
    expect(contact?.status).toBe('subscribed');
    expect(contact?.statusDate).toBe(clickedAt);
    expect(contact?.tags).toEqual(expect.arrayContaining(['newsletter_subscriber', 'source: newsletter_signup']));
    expect(contact?.meta.consents.at(-1)).toEqual({
      source: 'newsletter_signup',
      createdAt: clickedAt,
      ip: '198.51.100.4',
      userAgent: 'Click/1.0',
    });
    expect(contact?.customProperties).toMatchObject({
      consentText: WORDING,
      consentVersion: 'newsletter-2026-11',
      consentPageUrl: `${PUBLIC_URL}/`,
      consentForm: 'newsletter',
      consentSignupAt: new Date(T0 + 10_000).toISOString(),
      consentConfirmedAt: clickedAt,
    });
    expect(eventsNamed('welcome_sequence').map((received) => received.contact.email)).toEqual(['jane@example.org']);
  });

  it('opening the link only shows a button, so a mail scanner that fetches it subscribes nobody', async () => {
    const link = await signUp();
    const page = await visit(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Confirm your subscription</h1>');
    expect(page.html).toMatch(/<button type="submit" autofocus>Confirm my subscription<\/button>/);
    expect(await visit(link)).toMatchObject({ status: 200 });
    expect(await capture.worker.drain()).toMatchObject({ delivered: 0 });
    expect(jane()?.status).toBe('nonSubscribed');
    expect(eventsNamed('welcome_sequence')).toHaveLength(0);
  });

  it('the button posted from another site is refused and subscribes nobody', async () => {
    const link = await signUp();
    const page = await visit(link);
    expect((await press(link, page.html, 'https://evil.example')).status).toBe(403);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 0 });
    expect(jane()?.status).toBe('nonSubscribed');
  });

  it('opening the link again says it is already confirmed and sends nothing more', async () => {
    const link = await signUp();
    expect((await open(link)).status).toBe(200);
    await capture.worker.drain();
    const again = await open(link);
    expect(again.status).toBe(200);
    expect(again.html).toContain('Already confirmed');
    expect(again.html).toContain('href="/#newsletter"');
    expect(await capture.worker.drain()).toMatchObject({ delivered: 0 });
    expect(eventsNamed('welcome_sequence')).toHaveLength(1);
  });

  it('an expired link and a changed one get their own pages with a way to sign up again, and subscribe nobody', async () => {
    const link = await signUp();
    const url = new URL(link);
    const token = url.searchParams.get('t') ?? '';
    url.searchParams.set('t', `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`);
    const forged = await open(url.href);
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('This link is not valid');
    expect(forged.html).toContain('Sign up again');
    expect((await open(`${PUBLIC_URL}/subscribe/confirm`)).status).toBe(400);

    clock.advance(CONFIRMATION_TTL_MS + 1);
    const expired = await open(link);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This link has expired');
    expect(await capture.worker.drain()).toMatchObject({ delivered: 0 });
    expect(jane()?.status).toBe('nonSubscribed');
  });

  it('a confirmed subscriber who later sends the contact form keeps newsletter_subscriber and stays subscribed', async () => {
    await open(await signUp());
    await capture.worker.drain();
    clock.advance(60_000);
    const message = {
      kind: 'contact',
      name: 'Jane Doe',
      email: 'jane@example.org',
      subject: 'general',
      message: 'Hello again',
    };
    expect((await send(message)).status).toBe(202);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });
    expect(jane()?.status).toBe('subscribed');
    expect(jane()?.tags).toEqual(expect.arrayContaining(['newsletter_subscriber', 'contact_form']));
  });

  it('a confirmation made while Omnisend is down is delivered once it is back', async () => {
    const link = await signUp();
    fake.fault({ match: { path: '/v3/contacts*' }, times: 50, status: 503 });
    expect((await open(link)).status).toBe(200);
    const first = await capture.worker.drain();
    expect(first.delivered).toBe(0);
    expect(jane()?.status).toBe('nonSubscribed');
    fake.clearFaults();
    clock.advance(3_600_000);
    expect(await capture.worker.drain()).toMatchObject({ delivered: 1, dead: 0 });
    expect(jane()?.status).toBe('subscribed');
    expect(eventsNamed('welcome_sequence')).toHaveLength(1);
  });
});
