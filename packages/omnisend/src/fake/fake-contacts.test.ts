import { describe, expect, it } from 'vitest';
import { api, contactBody, startFake } from '../test-support/harness';

describe('auth', () => {
  it('missing key → 400 text (or the switched status); unknown → 401; missing permission → 403', async () => {
    const fake = await startFake({ keys: [{ key: 'test-key-0001', brandId: 'b', permissions: ['contacts.read'] }] });
    const missing = await api(fake, 'GET', '/v3/contacts', { key: null });
    expect(missing).toMatchObject({ status: 400, body: { error: 'API key or access token not provided' } });
    const unknown = await api(fake, 'GET', '/v3/contacts', { key: 'nope' });
    expect(unknown).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized - authorization error (invalid basic auth data or API key)' },
    });
    const forbidden = await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') });
    expect(forbidden).toMatchObject({ status: 403, body: { error: 'Forbidden' } });
    fake.setSwitches({ missingKeyStatus: 401 });
    expect((await api(fake, 'GET', '/v3/contacts', { key: null })).status).toBe(401);
    fake.reset();
    expect((await api(fake, 'GET', '/v3/contacts', { key: null })).status).toBe(400);
  });

  it('GET /v3/accounts answers any valid key', async () => {
    const fake = await startFake({
      keys: [{ key: 'write-only', brandId: 'brand-w', permissions: ['contacts.write'] }],
    });
    expect(await api(fake, 'GET', '/v3/accounts', { key: 'write-only' })).toMatchObject({
      status: 200,
      body: { brandID: 'brand-w', verified: true },
    });
  });
});

describe('POST /v3/contacts validation', () => {
  it.each([
    [{}, 422, { identifiers: ['is required'] }],
    [{ identifiers: [] }, 400, { identifiers: ['must be a non-empty array'] }],
    [contactBody('jane @x.org'), 400, { 'identifiers[0].id': ['must be a valid email address'] }],
    [
      contactBody('a@example.org', 'maybe'),
      400,
      { 'identifiers[0].channels.email.status': ['must be one of subscribed, nonSubscribed, unsubscribed'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', 'yesterday'),
      400,
      { 'identifiers[0].channels.email.statusDate': ['must be an ISO 8601 date-time'] },
    ],
    [{ identifiers: [{ type: 'email', id: 'a@example.org' }] }, 400, { 'identifiers[0].channels': ['is required'] }],
    [
      { identifiers: [{ type: 'phone', id: '+37060000000', channels: { email: {} } }] },
      400,
      { 'identifiers[0].channels.sms': ['is required for a phone identifier'] },
    ],
    [
      { identifiers: [{ type: 'phone', id: '060000000', channels: { sms: {} } }] },
      400,
      { 'identifiers[0].id': ['must be a phone number in E.164 format'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', undefined, { customProperties: { 'bad-key': 'x' } }),
      400,
      { 'customProperties.bad-key': ['key must match ^[A-Za-z0-9_]{1,128}$'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', undefined, { customProperties: { n: null } }),
      400,
      { 'customProperties.n': ['value must be a string, number, boolean or array of strings'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', undefined, { tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }),
      400,
      { tags: ['must have at most 100 items'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', undefined, { firstName: null }),
      400,
      { firstName: ['must be a string'] },
    ],
    [
      contactBody('a@example.org', 'subscribed', undefined, { countryCode: 'LTU', gender: 'x', birthdate: '1990-1-1' }),
      400,
      {
        countryCode: ['must be a 2-letter country code'],
        gender: ['must be m or f'],
        birthdate: ['must be a date as YYYY-MM-DD'],
      },
    ],
  ])('%j → %i with fields', async (body, status, fields) => {
    const fake = await startFake();
    const response = await api(fake, 'POST', '/v3/contacts', { body });
    expect(response.status).toBe(status);
    expect((response.body as { fields: unknown }).fields).toStrictEqual(fields);
    expect(typeof (response.body as { error: unknown }).error).toBe('string');
    expect(fake.contacts()).toHaveLength(0);
  });

  it('accepts tags with a colon, 200 properties and lower-case nonsubscribed', async () => {
    const fake = await startFake();
    const customProperties = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`p${i}`, i % 2 ? 'x' : ['a']]));
    const response = await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'nonsubscribed', undefined, { tags: ['source: web'], customProperties }),
    });
    expect(response.status).toBe(200);
    expect(fake.contacts()[0]?.status).toBe('nonSubscribed');
  });

  it('needs a JSON content type and well-formed JSON', async () => {
    const fake = await startFake();
    expect(
      await api(fake, 'POST', '/v3/contacts', { body: 'identifiers=1', headers: { 'Content-Type': 'text/plain' } }),
    ).toMatchObject({ status: 400, body: { error: 'Content-Type must be application/json' } });
    expect(await api(fake, 'POST', '/v3/contacts', { body: '{"identifiers": [' })).toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON in request body' },
    });
  });

  it('the flat legacy body is rejected unless switched on; unknown fields only when switched to reject', async () => {
    const fake = await startFake();
    const flat = { email: 'a@example.org', status: 'subscribed', statusDate: '2025-05-01T09:30:00Z' };
    expect((await api(fake, 'POST', '/v3/contacts', { body: flat })).status).toBe(400);
    fake.setSwitches({ legacyFlatContact: 'accept' });
    expect((await api(fake, 'POST', '/v3/contacts', { body: flat })).status).toBe(200);
    expect(
      (
        await api(fake, 'POST', '/v3/contacts', {
          body: contactBody('b@example.org', 'subscribed', undefined, { company: 'X' }),
        })
      ).status,
    ).toBe(200);
    fake.setSwitches({ unknownFields: 'reject' });
    const rejected = await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('b@example.org', 'subscribed', undefined, { company: 'X' }),
    });
    expect(rejected).toMatchObject({ status: 400, body: { fields: { company: ['unknown field'] } } });
  });
});

describe('upsert rules', () => {
  it('creates, then updates the same contact; status moves only with a date not older than the stored one', async () => {
    const fake = await startFake();
    const first = await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'subscribed', '2025-05-01T09:30:00Z', { tags: ['x'] }),
    });
    expect(first.body).toStrictEqual({ email: 'a@example.org', contactID: '000000000000000000000001' });
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'nonSubscribed', '2000-01-01T00:00:00Z', { tags: ['y'] }),
    });
    expect(fake.contacts()[0]).toMatchObject({ status: 'subscribed', statusDate: '2025-05-01T09:30:00Z', tags: ['y'] });
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'unsubscribed', '2025-05-02T00:00:00Z'),
    });
    expect(fake.contacts()).toHaveLength(1);
    expect(fake.contacts()[0]).toMatchObject({
      status: 'unsubscribed',
      statusDate: '2025-05-02T00:00:00Z',
      meta: { upserts: 3, createdByLastUpsert: false },
    });
  });

  it('a new contact keeps an old status date; custom properties merge key by key; welcome flags are recorded', async () => {
    const fake = await startFake();
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'nonSubscribed', '2000-01-01T00:00:00Z', {
        customProperties: { a: 1, b: 'x' },
      }),
    });
    const body = contactBody('a@example.org', 'nonSubscribed', '2000-01-01T00:00:00Z', {
      customProperties: { b: 'y', c: true },
      sendWelcomeEmail: true,
    });
    await api(fake, 'POST', '/v3/contacts', { body });
    expect(fake.contacts()[0]).toMatchObject({
      status: 'nonSubscribed',
      statusDate: '2000-01-01T00:00:00Z',
      customProperties: { a: 1, b: 'y', c: true },
      meta: { welcomeRequested: true },
    });
  });

  it('tagMerge: a write replaces the stored tags by default, merges them by switch, and a write without tags keeps them', async () => {
    const fake = await startFake();
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'subscribed', undefined, { tags: ['x'] }),
    });
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'subscribed', undefined, { tags: ['y'] }),
    });
    expect(fake.contacts()[0]?.tags).toStrictEqual(['y']);
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org', 'subscribed') });
    expect(fake.contacts()[0]?.tags).toStrictEqual(['y']);
    fake.setSwitches({ tagMerge: 'additive' });
    await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'subscribed', undefined, { tags: ['x'] }),
    });
    expect(fake.contacts()[0]?.tags).toStrictEqual(['y', 'x']);
  });

  it('emailMatch: exact by default (mixed case makes a duplicate), caseInsensitive by switch', async () => {
    const fake = await startFake();
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('jane@example.org') });
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('Jane@Example.org') });
    expect(fake.contacts()).toHaveLength(2);
    fake.reset();
    fake.setSwitches({ emailMatch: 'caseInsensitive' });
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('jane@example.org') });
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('Jane@Example.org') });
    expect(fake.contacts()).toHaveLength(1);
  });

  it('v3Upsert: reject answers a repeat POST with 400', async () => {
    const fake = await startFake({ switches: { v3Upsert: 'reject' } });
    expect((await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') })).status).toBe(200);
    expect((await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') })).status).toBe(400);
  });

  it('uses the injected id generator; contacts are per brand', async () => {
    let n = 0;
    const fake = await startFake({
      ids: () => `id-${++n}`,
      keys: [
        { key: 'key-a', brandId: 'A', permissions: ['contacts.read', 'contacts.write'] },
        { key: 'key-b', brandId: 'B', permissions: ['contacts.read', 'contacts.write'] },
      ],
    });
    await api(fake, 'POST', '/v3/contacts', { key: 'key-a', body: contactBody('a@example.org') });
    await api(fake, 'POST', '/v3/contacts', { key: 'key-b', body: contactBody('a@example.org') });
    expect(fake.contacts().map((c) => [c.contactID, c.meta.brandId])).toStrictEqual([
      ['id-1', 'A'],
      ['id-2', 'B'],
    ]);
    expect(
      ((await api(fake, 'GET', '/v3/contacts', { key: 'key-b' })).body as { contacts: unknown[] }).contacts,
    ).toHaveLength(1);
  });
});

describe('GET /v3/contacts', () => {
  async function seeded(count: number) {
    const fake = await startFake();
    for (let i = 1; i <= count; i++) {
      await api(fake, 'POST', '/v3/contacts', {
        body: contactBody(`c${i}@example.org`, i % 2 ? 'subscribed' : 'nonSubscribed', undefined, {
          tags: i === 3 ? ['vip'] : [],
        }),
      });
    }
    return fake;
  }
  const emails = (body: unknown) => (body as { contacts: { email: string }[] }).contacts.map((c) => c.email);

  it('pages with cursors; next and previous are absolute URLs on the fake', async () => {
    const fake = await seeded(5);
    const first = await api(fake, 'GET', '/v3/contacts?limit=2');
    const paging = (first.body as { paging: { next: string; previous: string | null; limit: number } }).paging;
    expect(emails(first.body)).toStrictEqual(['c1@example.org', 'c2@example.org']);
    expect(paging.previous).toBeNull();
    expect(paging.limit).toBe(2);
    expect(paging.next.startsWith(`${fake.url}/v3/contacts?`)).toBe(true);
    expect(new URL(paging.next).searchParams.get('after')).toBeTruthy();

    const seen: string[] = [];
    let next: string | null = `${fake.url}/v3/contacts?limit=2`;
    let last: { paging: { previous: string | null } } | undefined;
    while (next) {
      const page = await api(fake, 'GET', next);
      seen.push(...emails(page.body));
      last = page.body as typeof last;
      next = (page.body as { paging: { next: string | null } }).paging.next;
    }
    expect(seen).toStrictEqual(['c1', 'c2', 'c3', 'c4', 'c5'].map((c) => `${c}@example.org`));
    const back = await api(fake, 'GET', last!.paging.previous!);
    expect(emails(back.body)).toStrictEqual(['c3@example.org', 'c4@example.org']);
  });

  it('limit must be 1-250, default 100; a bad cursor is a 400', async () => {
    const fake = await seeded(1);
    for (const limit of ['0', '251', 'ten', '1.5']) {
      expect(await api(fake, 'GET', `/v3/contacts?limit=${limit}`)).toMatchObject({
        status: 400,
        body: { fields: { limit: ['must be an integer between 1 and 250'] } },
      });
    }
    expect((await api(fake, 'GET', '/v3/contacts')).body).toMatchObject({ paging: { limit: 100 } });
    expect((await api(fake, 'GET', '/v3/contacts?after=bogus')).status).toBe(400);
  });

  it('filters by email (URL-encoded), status and tag; an unknown email is 200 with no contacts', async () => {
    const fake = await seeded(4);
    await api(fake, 'POST', '/v3/contacts', { body: contactBody('jane+news@example.org') });
    expect(emails((await api(fake, 'GET', '/v3/contacts?email=jane%2Bnews%40example.org')).body)).toStrictEqual([
      'jane+news@example.org',
    ]);
    expect(emails((await api(fake, 'GET', '/v3/contacts?email=jane+news@example.org')).body)).toStrictEqual([]); // + reads as a space
    expect(await api(fake, 'GET', '/v3/contacts?email=nobody%40example.org')).toMatchObject({
      status: 200,
      body: { contacts: [] },
    });
    expect(emails((await api(fake, 'GET', '/v3/contacts?status=nonSubscribed')).body)).toStrictEqual([
      'c2@example.org',
      'c4@example.org',
    ]);
    expect(emails((await api(fake, 'GET', '/v3/contacts?tag=vip')).body)).toStrictEqual(['c3@example.org']);
    expect((await api(fake, 'GET', '/v3/contacts?status=gone')).status).toBe(400);
  });

  it('shows customProperties as null when there are none', async () => {
    const fake = await seeded(1);
    expect((await api(fake, 'GET', '/v3/contacts')).body).toMatchObject({ contacts: [{ customProperties: null }] });
  });
});

describe('GET and PATCH by id or email', () => {
  it('reads one contact, or 404 with Omnisend’s text', async () => {
    const fake = await startFake();
    const { body } = await api(fake, 'POST', '/v3/contacts', { body: contactBody('a@example.org') });
    const id = (body as { contactID: string }).contactID;
    expect(await api(fake, 'GET', `/v3/contacts/${id}`)).toMatchObject({
      status: 200,
      body: { contactID: id, email: 'a@example.org' },
    });
    expect(await api(fake, 'GET', '/v3/contacts/ffffffffffffffffffffffff')).toMatchObject({
      status: 404,
      body: { error: 'Not found – There is no resource behind the URI.' },
    });
  });

  it('PATCH applies only the fields sent; the email identifier is immutable', async () => {
    const fake = await startFake();
    const { body } = await api(fake, 'POST', '/v3/contacts', {
      body: contactBody('a@example.org', 'subscribed', undefined, { firstName: 'Ann', lastName: 'Lee' }),
    });
    const id = (body as { contactID: string }).contactID;
    expect(await api(fake, 'PATCH', `/v3/contacts/${id}`, { body: { firstName: 'Anna' } })).toMatchObject({
      status: 200,
      body: { firstName: 'Anna', lastName: 'Lee' },
    });
    expect(await api(fake, 'PATCH', '/v3/contacts?email=a%40example.org', { body: { lastName: 'Li' } })).toMatchObject({
      status: 200,
      body: { firstName: 'Anna', lastName: 'Li' },
    });
    const moved = await api(fake, 'PATCH', `/v3/contacts/${id}`, { body: contactBody('b@example.org') });
    expect(moved).toMatchObject({
      status: 400,
      body: { fields: { 'identifiers[0].id': ['the email identifier cannot be changed'] } },
    });
    expect(
      (await api(fake, 'PATCH', '/v3/contacts?email=nobody%40example.org', { body: { lastName: 'X' } })).status,
    ).toBe(404);
    expect(
      (await api(fake, 'PATCH', '/v3/contacts/ffffffffffffffffffffffff', { body: { lastName: 'X' } })).status,
    ).toBe(404);
  });
});

describe('per-brand rate limiting', () => {
  it('sends X-Rate-Limit-* headers and answers 429 with Omnisend’s (misspelt) text', async () => {
    const fake = await startFake({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const one = await api(fake, 'GET', '/v3/contacts');
    expect([
      one.headers.get('x-rate-limit-limit'),
      one.headers.get('x-rate-limit-remaining'),
      one.headers.get('x-rate-limit-reset'),
    ]).toStrictEqual(['2', '1', '60']);
    fake.setClock({ advanceMs: 15_000 });
    const two = await api(fake, 'GET', '/v3/contacts');
    expect([two.headers.get('x-rate-limit-remaining'), two.headers.get('x-rate-limit-reset')]).toStrictEqual([
      '0',
      '45',
    ]);
    const three = await api(fake, 'GET', '/v3/contacts');
    expect(three).toMatchObject({ status: 429, body: { error: 'to many requests (rate limit)' } });
    expect(three.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(three.headers.get('retry-after')).toBeNull();
    fake.setClock({ advanceMs: 45_000 }); // the first request leaves the window
    expect((await api(fake, 'GET', '/v3/contacts')).status).toBe(200);
  });

  it('all keys of a brand share one window; other brands have their own', async () => {
    const fake = await startFake({
      rateLimit: { limit: 1, windowMs: 60_000 },
      keys: [
        { key: 'key-a1', brandId: 'A', permissions: ['contacts.read'] },
        { key: 'key-a2', brandId: 'A', permissions: ['contacts.read'] },
        { key: 'key-b', brandId: 'B', permissions: ['contacts.read'] },
      ],
    });
    expect((await api(fake, 'GET', '/v3/contacts', { key: 'key-a1' })).status).toBe(200);
    expect((await api(fake, 'GET', '/v3/contacts', { key: 'key-a2' })).status).toBe(429);
    expect((await api(fake, 'GET', '/v3/contacts', { key: 'key-b' })).status).toBe(200);
  });

  it('switches: Retry-After on 429, no rate-limit headers', async () => {
    const fake = await startFake({ rateLimit: { limit: 1, windowMs: 60_000 }, switches: { retryAfterHeader: true } });
    await api(fake, 'GET', '/v3/contacts');
    expect((await api(fake, 'GET', '/v3/contacts')).headers.get('retry-after')).toBe('60');
    fake.setSwitches({ rateLimitHeaders: false });
    expect((await api(fake, 'GET', '/v3/contacts')).headers.get('x-rate-limit-limit')).toBeNull();
  });
});
