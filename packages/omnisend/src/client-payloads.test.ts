import { describe, expect, it } from 'vitest';
import { T0, connect, rejectionOf, startFake } from './test-support/harness';
import type { FakeOmnisend } from './fake/index';
import type { ContactRecord } from './index';
import {
  OmnisendInvalidEmailError,
  OmnisendValidationError,
  buildContactFormContact,
  buildExitIntentContact,
  buildJoinUsContact,
  buildNewsletterContact,
  createOmnisendClient,
} from './index';

const NOW = new Date(T0);
const ISO = NOW.toISOString(); // 2025-05-01T09:30:00.000Z
const REQUEST = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };
/** The contact writes the fake saw (a write with tags is preceded by a GET that reads the stored tags). */
const writes = (fake: FakeOmnisend) =>
  fake.requests().filter((request) => request.method === 'POST' && request.path === '/v3/contacts');

describe('lead payloads sent to Omnisend: source, tags and custom properties of each form', () => {
  it('contact form: nonSubscribed with the fixed old date, no consent, subject/message/contactDate', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    const record = buildContactFormContact(
      { name: 'Jane van Dyke', email: 'Jane@Example.org', subject: 'partnership', message: 'Hello there' },
      { now: NOW, consent: REQUEST },
    );
    await expect(client.upsertContact(record)).resolves.toBe('000000000000000000000001');
    const [sent] = writes(fake);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v3/contacts');
    expect(sent?.body).toStrictEqual({
      identifiers: [
        {
          type: 'email',
          id: 'jane@example.org',
          channels: { email: { status: 'nonSubscribed', statusDate: '2000-01-01T00:00:00Z' } },
          sendWelcomeMessage: false,
        },
      ],
      sendWelcomeEmail: false,
      firstName: 'Jane',
      lastName: 'van Dyke',
      tags: ['contact_form', 'source: contact_form'],
      customProperties: { subject: 'partnership', message: 'Hello there', contactDate: ISO },
    });
    expect(fake.contacts()[0]?.status).toBe('nonSubscribed');
  });

  it('contact form with the marketing box ticked: subscribed with consent', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(
      buildContactFormContact(
        { name: 'Jane', email: 'jane@example.org', subject: 'general', message: 'Hi', marketingOptIn: true },
        { now: NOW, consent: REQUEST },
      ),
    );
    const identifier = (writes(fake)[0]?.body as { identifiers: Record<string, unknown>[] }).identifiers[0];
    expect(identifier).toStrictEqual({
      type: 'email',
      id: 'jane@example.org',
      channels: { email: { status: 'subscribed', statusDate: ISO } },
      consent: { source: 'contact_form', createdAt: ISO, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' },
      sendWelcomeMessage: false,
    });
  });

  it('newsletter: the reference example, byte for byte', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(
      buildNewsletterContact({ email: 'jane@example.org', firstName: 'Jane' }, { now: NOW, consent: REQUEST }),
    );
    expect(JSON.stringify(writes(fake)[0]?.body)).toBe(
      JSON.stringify({
        identifiers: [
          {
            type: 'email',
            id: 'jane@example.org',
            channels: { email: { status: 'subscribed', statusDate: ISO } },
            consent: {
              source: 'newsletter_signup',
              createdAt: ISO,
              ip: '203.0.113.7',
              userAgent: 'Mozilla/5.0 (test)',
            },
            sendWelcomeMessage: false,
          },
        ],
        sendWelcomeEmail: false,
        firstName: 'Jane',
        tags: ['newsletter_subscriber', 'source: newsletter_signup'],
      }),
    );
    expect(fake.contacts()[0]).toMatchObject({
      status: 'subscribed',
      meta: { welcomeRequested: false, createdByLastUpsert: true },
    });
  });

  it('join us: company, role, interests, message and applicationDate as custom properties', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(
      buildJoinUsContact(
        {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          company: 'Engines Ltd',
          role: 'Founder',
          interests: ['mentorship', 'funding'],
          message: 'Keen',
        },
        { now: NOW },
      ),
    );
    expect(writes(fake)[0]?.body).toStrictEqual({
      identifiers: [
        {
          type: 'email',
          id: 'ada@example.org',
          channels: { email: { status: 'nonSubscribed', statusDate: '2000-01-01T00:00:00Z' } },
          sendWelcomeMessage: false,
        },
      ],
      sendWelcomeEmail: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      tags: ['community_applicant', 'source: join_us_form'],
      customProperties: {
        role: 'Founder',
        interests: ['mentorship', 'funding'],
        message: 'Keen',
        applicationDate: ISO,
        company: 'Engines Ltd',
      },
    });
  });

  it('exit intent: subscribed, tags exit_intent_capture and lead, no custom properties', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(buildExitIntentContact({ email: 'lead@example.org' }, { now: NOW }));
    expect(writes(fake)[0]?.body).toStrictEqual({
      identifiers: [
        {
          type: 'email',
          id: 'lead@example.org',
          channels: { email: { status: 'subscribed', statusDate: ISO } },
          consent: { source: 'exit_intent_popup', createdAt: ISO },
          sendWelcomeMessage: false,
        },
      ],
      sendWelcomeEmail: false,
      tags: ['exit_intent_capture', 'lead', 'source: exit_intent_popup'],
    });
  });

  it('sends the auth, JSON and integration headers', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact(buildExitIntentContact({ email: 'lead@example.org' }));
    expect(fake.requests()[0]?.headers).toMatchObject({
      'x-api-key': '***0001',
      'content-type': 'application/json',
      accept: 'application/json',
      'x-integration-name': 'people-over-profit-site',
    });
  });
});

describe('upsert semantics against the fake', () => {
  it('a subscriber who then sends the contact form stays subscribed', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    const id = await client.upsertContact(buildNewsletterContact({ email: 'jane@example.org' }, { now: NOW }));
    const again = await client.upsertContact(
      buildContactFormContact(
        { name: 'Jane Doe', email: 'JANE@example.org ', subject: 'support', message: 'Help' },
        { now: NOW },
      ),
    );
    expect(again).toBe(id);
    const [contact] = fake.contacts();
    expect(fake.contacts()).toHaveLength(1);
    expect(contact).toMatchObject({
      status: 'subscribed',
      statusDate: ISO,
      firstName: 'Jane',
      lastName: 'Doe',
      tags: ['newsletter_subscriber', 'source: newsletter_signup', 'contact_form', 'source: contact_form'],
      customProperties: { subject: 'support', message: 'Help' },
      meta: { upserts: 2, createdByLastUpsert: false },
    });
  });

  it('an empty optional field never blanks a stored one', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact({ email: 'a@example.org', firstName: 'Ann', marketingConsent: false });
    await client.upsertContact({ email: 'a@example.org', firstName: '  ', lastName: null, marketingConsent: false });
    expect(fake.contacts()[0]?.firstName).toBe('Ann');
  });
});

describe('email rules', () => {
  it("sends '  Jane@Example.ORG ' as jane@example.org", async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.upsertContact({ email: '  Jane@Example.ORG ', marketingConsent: false });
    await client.triggerAutomation('  Jane@Example.ORG ', 'welcome_sequence');
    const [contact, event] = fake.requests().map((request) => request.body as Record<string, unknown>);
    expect((contact?.identifiers as { id: string }[])[0]?.id).toBe('jane@example.org');
    expect(event?.contact).toStrictEqual({ email: 'jane@example.org' });
  });

  it.each(['jane @x.org', 'jane@x', 'jane@@x.org', 'jane', '', '@x.org'])(
    'rejects %j before any fetch call',
    async (email) => {
      const fake = await startFake();
      const { client, fetchCalls } = connect(fake);
      const error = await rejectionOf(client.upsertContact({ email, marketingConsent: true }));
      expect(error).toBeInstanceOf(OmnisendInvalidEmailError);
      expect((error as Error).message).toBe('Invalid email address format');
      await expect(client.triggerAutomation(email, 'welcome_sequence')).rejects.toThrow(
        /^Invalid email address format$/,
      );
      const safe = await client.safeUpsertContact({ email, marketingConsent: false });
      expect(safe.error).toBeInstanceOf(OmnisendInvalidEmailError);
      expect(fetchCalls).toHaveLength(0);
    },
  );
});

describe('payload limits and clean-up', () => {
  it('sanitises custom property keys, converts values and strips nulls at every depth', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    const record: ContactRecord = {
      email: 'k@example.org',
      firstName: null,
      lastName: '',
      company: '  ',
      tags: [' vip ', '', null, 'vip', 'a:b', undefined],
      source: 'api_test',
      customFields: {
        'first-name': 'x',
        'has space': 'y',
        ['k'.repeat(140)]: 'long',
        '': 'dropped',
        ünïcode: 1,
        when: new Date(T0),
        nested: { a: 1, b: null, c: [1, null] },
        list: ['a', 2, null, true],
        gone: null,
        blank: ' ',
        flag: false,
        nan: Number.NaN,
      },
      marketingConsent: false,
    };
    await client.upsertContact(record);
    const body = writes(fake)[0]?.body as Record<string, unknown>;
    expect(writes(fake)[0]?.status).toBe(200);
    expect(JSON.stringify(body)).not.toContain('null');
    expect(body).not.toHaveProperty('firstName');
    expect(body).not.toHaveProperty('lastName');
    expect(body.tags).toStrictEqual(['vip', 'a:b', 'source: api_test']);
    expect(body.customProperties).toStrictEqual({
      first_name: 'x',
      has_space: 'y',
      ['k'.repeat(128)]: 'long',
      _n_code: 1,
      when: ISO,
      nested: '{"a":1,"c":[1]}',
      list: ['a', '2', 'true'],
      flag: false,
    });
  });

  it('accepts 200 custom properties and refuses 201 without a request', async () => {
    const fake = await startFake();
    const { client, fetchCalls } = connect(fake);
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i]));
    await client.upsertContact({ email: 'p@example.org', customFields: fields(200), marketingConsent: false });
    expect(fetchCalls).toHaveLength(1);
    // 199 fields + company = 200 properties: still fine
    await client.upsertContact({
      email: 'p@example.org',
      customFields: fields(199),
      company: 'X',
      marketingConsent: false,
    });
    expect(fetchCalls).toHaveLength(2);
    expect(fake.requests().map((request) => request.status)).toStrictEqual([200, 200]);
    const tooMany = await rejectionOf(
      client.upsertContact({ email: 'p@example.org', customFields: fields(201), marketingConsent: false }),
    );
    expect(tooMany).toBeInstanceOf(OmnisendValidationError);
    expect((tooMany as Error).message).toMatch(/Too many custom properties: 201/);
    expect(fetchCalls).toHaveLength(2);
  });

  it('accepts 100 tags (source tag included) and refuses 101 without a request', async () => {
    const fake = await startFake();
    const { client, fetchCalls } = connect(fake);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    await client.upsertContact({ email: 't@example.org', tags: tags(99), source: 'web', marketingConsent: false });
    expect((writes(fake)[0]?.body as { tags: string[] }).tags).toHaveLength(100);
    expect(writes(fake)[0]?.status).toBe(200);
    const error = await rejectionOf(
      client.upsertContact({ email: 't@example.org', tags: tags(100), source: 'web', marketingConsent: false }),
    );
    expect(error).toBeInstanceOf(OmnisendValidationError);
    expect((error as Error).message).toMatch(/Too many tags: 101/);
    expect(fetchCalls).toHaveLength(2);
  });
});

describe('triggerAutomation', () => {
  it('sends the welcome_sequence custom event to /v5/events', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await expect(client.triggerAutomation('jane@example.org', 'welcome_sequence')).resolves.toBeUndefined();
    const [request] = fake.requests();
    expect(request?.path).toBe('/v5/events');
    expect(request?.status).toBe(202);
    expect(request?.body).toStrictEqual({
      eventName: 'welcome_sequence',
      origin: 'api',
      contact: { email: 'jane@example.org' },
      properties: {},
    });
    expect(fake.events()).toMatchObject([
      { route: 'v5', eventName: 'welcome_sequence', contact: { email: 'jane@example.org' }, automationTriggered: true },
    ]);
  });

  it('never sends null properties (a null field has made Omnisend answer 502)', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await client.triggerAutomation('jane@example.org', 'welcome_sequence', {
      properties: { plan: 'free', coupon: null, nested: { a: null, b: 1 } },
      eventId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      eventTime: new Date(T0),
    });
    expect(fake.requests()[0]?.body).toStrictEqual({
      eventName: 'welcome_sequence',
      origin: 'api',
      eventID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      eventTime: ISO,
      contact: { email: 'jane@example.org' },
      properties: { plan: 'free', nested: { b: 1 } },
    });
    expect(fake.events()).toHaveLength(1);
  });

  it('refuses an empty automation id without a request', async () => {
    const fake = await startFake();
    const { client, fetchCalls } = connect(fake);
    await expect(client.triggerAutomation('jane@example.org', ' ')).rejects.toBeInstanceOf(OmnisendValidationError);
    expect(fetchCalls).toHaveLength(0);
  });
});

describe('testConnection and URLs', () => {
  it('reports ok for a key with read permission, and the boolean form agrees', async () => {
    const fake = await startFake();
    const { client } = connect(fake);
    await expect(client.testConnection()).resolves.toStrictEqual({ ok: true, status: 200 });
    await expect(client.isConnected()).resolves.toBe(true);
    expect(fake.requests()[0]).toMatchObject({ method: 'GET', path: '/v3/contacts', query: { limit: '1' } });
  });

  it('reports a wrong key and a write-only key without throwing', async () => {
    const fake = await startFake({
      keys: [
        { key: 'test-key-0001', brandId: 'b1', permissions: ['contacts.read'] },
        { key: 'write-only-key', brandId: 'b1', permissions: ['contacts.write', 'events.write'] },
      ],
    });
    const wrong = connect(fake, { apiKey: 'wrong-key-9999' }).client;
    const writeOnly = connect(fake, { apiKey: 'write-only-key' }).client;
    const bad = await wrong.testConnection();
    expect(bad).toMatchObject({ ok: false, status: 401 });
    expect(bad.reason).toMatch(/API key was rejected or lacks the contacts.read permission/);
    await expect(writeOnly.testConnection()).resolves.toMatchObject({ ok: false, status: 403 });
    await expect(wrong.isConnected()).resolves.toBe(false);
  });

  it('never throws, even when nothing listens', async () => {
    const fake = await startFake();
    const { baseUrl } = fake;
    await fake.close();
    const { client } = connect({ ...fake, baseUrl });
    await expect(client.testConnection()).resolves.toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Network error/),
    });
  });

  it('derives the events URL from the base and joins paths with one slash', () => {
    const client = createOmnisendClient({ apiKey: 'k-123456', baseUrl: 'http://127.0.0.1:4010/v3//' });
    expect(client.baseUrl).toBe('http://127.0.0.1:4010/v3');
    expect(client.eventsBaseUrl).toBe('http://127.0.0.1:4010/v5');
    expect(createOmnisendClient({ apiKey: 'k-123456' }).eventsBaseUrl).toBe('https://api.omnisend.com/v5');
    expect(() => createOmnisendClient({ apiKey: 'k-123456', baseUrl: 'https://proxy.example/omnisend' })).toThrow(
      /pass eventsBaseUrl/,
    );
    expect(
      createOmnisendClient({
        apiKey: 'k-123456',
        baseUrl: 'https://proxy.example/o',
        eventsBaseUrl: 'https://proxy.example/e/',
      }).eventsBaseUrl,
    ).toBe('https://proxy.example/e');
    expect(() => createOmnisendClient({ apiKey: ' ' })).toThrow(/apiKey is required/);
  });
});
