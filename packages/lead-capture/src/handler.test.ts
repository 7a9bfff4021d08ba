import { describe, expect, it } from 'vitest';
import { formProof } from './test-support/form-proof.js';
import { testLeadHandler, URL_BASE } from './test-support/lead-handler-harness.js';

const setup = testLeadHandler;

const contactLead = () => ({
  kind: 'contact',
  name: 'Jane Doe',
  email: ' Jane@Example.ORG ',
  subject: 'partnership',
  message: 'Let us talk.',
  homepage: '',
});

describe('POST /api/leads', () => {
  it('stores a valid lead before answering 202 {id}, then kicks delivery', async () => {
    const { clock, outbox, onStored, send } = setup();
    const response = await send(contactLead());
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.get(id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      createdAt: clock.now(),
      data: {
        kind: 'contact',
        name: 'Jane Doe',
        email: 'jane@example.org',
        subject: 'partnership',
        message: 'Let us talk.',
      },
    });
    // No marketing opt-in: no consent recorded.
    expect(outbox.get(id)?.consent).toBeUndefined();
    expect(outbox.get(id)?.data).not.toHaveProperty('homepage');
    expect(onStored).toHaveBeenCalledWith(id);
  });

  it('records consent (wording, version, page, form, server time, IP, user agent) for consenting kinds, pending its confirmation', async () => {
    const { clock, outbox, send } = setup();
    const response = await send(
      {
        kind: 'newsletter',
        email: 'a@b.co',
        consentText: 'Yes, send me the monthly newsletter.',
        consentVersion: '2026-11-25',
        pageUrl: 'https://rooted.example/',
      },
      { headers: { referer: 'https://rooted.example/other' } },
    );
    const { id, confirmationRequired } = (await response.json()) as { id: string; confirmationRequired?: boolean };
    expect(confirmationRequired).toBe(true);
    expect(outbox.get(id)?.consent).toEqual({
      createdAt: new Date(clock.now()).toISOString(),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Test',
      form: 'newsletter',
      text: 'Yes, send me the monthly newsletter.',
      version: '2026-11-25',
      pageUrl: 'https://rooted.example/',
      doubleOptIn: 'pending',
    });
    // The evidence fields are consent, not lead data.
    expect(outbox.get(id)?.data).toEqual({ kind: 'newsletter', email: 'a@b.co' });
    const optIn = await send(
      { ...contactLead(), marketingOptIn: true },
      { headers: { referer: 'https://rooted.example/contact' } },
    );
    const stored = outbox.get(((await optIn.json()) as { id: string }).id);
    expect(stored?.consent).toMatchObject({
      ip: '203.0.113.7',
      form: 'contact',
      pageUrl: 'https://rooted.example/contact',
    });
  });

  it('with double opt-in off, records the consent without a pending confirmation', async () => {
    const { outbox, send } = setup({ doubleOptIn: false });
    const response = await send({ kind: 'exit-intent', email: 'a@b.co' });
    const body = (await response.json()) as { id: string };
    expect(Object.keys(body)).toEqual(['id']);
    expect(outbox.get(body.id)?.consent).not.toHaveProperty('doubleOptIn');
  });

  it('reads the IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    const trusted = setup({ trustProxy: true });
    const a = await trusted.send({ kind: 'exit-intent', email: 'a@b.co' }, { headers, ip: '10.0.0.1' });
    expect(trusted.outbox.get(((await a.json()) as { id: string }).id)?.consent?.ip).toBe('198.51.100.9');
    const untrusted = setup();
    const b = await untrusted.send({ kind: 'exit-intent', email: 'a@b.co' }, { headers, ip: '10.0.0.1' });
    expect(untrusted.outbox.get(((await b.json()) as { id: string }).id)?.consent?.ip).toBe('10.0.0.1');
  });

  it.each<[string, unknown, Record<string, string>, number, unknown]>([
    ['malformed JSON', '{"kind": "contact",', {}, 400, { error: 'Malformed JSON body', fields: {} }],
    ['empty body', '', {}, 400, { error: 'Malformed JSON body', fields: {} }],
    ['a JSON array', '[]', {}, 400, { error: 'Expected a JSON object', fields: {} }],
    [
      'a lone surrogate in the message (today kept as U+FFFD)',
      '{"kind":"contact","name":"Jane","email":"a@b.co","subject":"general","message":"hi \\ud800"}',
      {},
      400,
      {
        error: 'Text that is not well-formed Unicode (an unpaired surrogate) in message',
        fields: { message: ['Not well-formed Unicode in message'] },
      },
    ],
    [
      'an unknown kind',
      { kind: 'survey', email: 'a@b.co' },
      {},
      400,
      { error: 'Unknown form', fields: { kind: ['Unknown form'] } },
    ],
    [
      'a form post',
      'email=a%40b.co',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      { error: 'Content-Type must be application/json' },
    ],
    ['no content type', '{}', { 'content-type': '' }, 415, { error: 'Content-Type must be application/json' }],
    ['a 33 KB body', { kind: 'contact', message: 'x'.repeat(33 * 1024) }, {}, 413, { error: 'Request body too large' }],
  ])('answers %s with %#', async (_label, body, headers, status, expected) => {
    const { outbox, post, onStored } = setup();
    const response = await post(body, { headers });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expected);
    expect(outbox.rows()).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('answers an invalid field with its message, and the same token works once the field is fixed', async () => {
    const { outbox, handler, clock, post } = setup();
    const proof = await formProof(handler, 'newsletter');
    clock.advance(10_000);
    const response = await post({ ...proof, kind: 'newsletter', email: 'jane @example.org' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please check the highlighted fields',
      fields: { email: ['Invalid email address format'] },
    });
    expect(outbox.rows()).toEqual([]);
    expect((await post({ ...proof, kind: 'newsletter', email: 'jane@example.org' })).status).toBe(202);
  });

  it('accepts application/json with a charset', async () => {
    const { send } = setup();
    const response = await send(contactLead(), { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(response.status).toBe(202);
  });

  it('rejects an oversized streamed body that declares no length', async () => {
    const { handler, outbox } = setup();
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${URL_BASE}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(outbox.rows()).toEqual([]);
  });

  it('rejects a declared Content-Length over 32 KB before reading the body', async () => {
    const { handler } = setup();
    const request = new Request(`${URL_BASE}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(32 * 1024 + 1) },
      body: '{}',
    });
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it('rejects a lying Content-Length by counting the bytes read', async () => {
    const { handler } = setup();
    const body = JSON.stringify({ kind: 'contact', message: 'x'.repeat(40_000) });
    const request = new Request(`${URL_BASE}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      body,
    });
    expect((await handler(request)).status).toBe(413);
  });

  it.each([
    ['a filled honeypot', { homepage: 'http://spam.example' }],
    ['a missing honeypot', { homepage: undefined }],
  ])('answers %s exactly like a success, stores nothing and logs no personal data', async (_label, change) => {
    const reason = 'honeypot';
    const { outbox, onStored, logger, send, handler } = setup({ adminToken: 'admin-token-123' });
    const real = await send(contactLead());
    const spam = await send({ ...contactLead(), ...change });
    expect(spam.status).toBe(real.status);
    expect(spam.headers.get('content-type')).toBe(real.headers.get('content-type'));
    const body = (await spam.json()) as { id: string };
    expect(Object.keys(body)).toEqual(['id']);
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(outbox.get(body.id)).toBeUndefined();
    expect(outbox.rows()).toHaveLength(1);
    expect(onStored).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith('Lead dropped as spam', { kind: 'contact', reason });
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('example.org');
    const status = await handler(
      new Request(`${URL_BASE}/leads/status`, { headers: { authorization: 'Bearer admin-token-123' } }),
    );
    expect(((await status.json()) as { rejectedSinceStart: Record<string, number> }).rejectedSinceStart).toEqual({
      honeypot: 1,
      tooFast: 0,
      rateLimited: 0,
    });
  });

  it('rate-limits per IP and form kind with Retry-After in seconds', async () => {
    const { clock, post, outbox } = setup({ botDefence: false });
    // A new address each time: one address gets one confirmation mail a day, which is tested apart.
    let sent = 0;
    const lead = () => ({ kind: 'newsletter', email: `a${sent++}@b.co`, homepage: '' });
    for (let i = 0; i < 5; i += 1) {
      expect((await post(lead())).status).toBe(202);
      clock.advance(1000);
    }
    const limited = await post(lead());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(await limited.json()).toEqual({ error: 'Too many submissions. Please try again later.' });
    expect(outbox.rows()).toHaveLength(5);
    // Another kind, or another IP, has its own budget.
    expect((await post({ kind: 'exit-intent', email: 'a@b.co', homepage: '' })).status).toBe(202);
    expect((await post(lead(), { ip: '198.51.100.1' })).status).toBe(202);
    clock.advance(55_000);
    expect((await post(lead())).status).toBe(202);
  });

  it('honours a configured limit and can be switched off', async () => {
    const strict = setup({ rateLimit: { limit: 1, windowMs: 10_000 }, botDefence: false });
    const lead = { kind: 'newsletter', email: 'a@b.co', homepage: '' };
    expect((await strict.post(lead)).status).toBe(202);
    const limited = await strict.post(lead);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10');
    const open = setup({ rateLimit: false, botDefence: false });
    for (let i = 0; i < 10; i += 1) expect((await open.post(lead)).status).toBe(202);
  });

  it('answers 503 and no id when the outbox cannot store the lead', async () => {
    const { outbox, send, onStored } = setup();
    outbox.add = () => Promise.reject(new Error('disk full'));
    const response = await send(contactLead());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'Could not accept the form right now. Please try again.' });
    expect(onStored).not.toHaveBeenCalled();
  });
});

describe('routing', () => {
  it('answers unknown /api paths with 404 JSON and wrong methods with 405', async () => {
    const { handler } = setup();
    const notFound = await handler(new Request(`${URL_BASE}/nope`));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: 'Not found' });
    const wrong = await handler(new Request(`${URL_BASE}/leads`));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toEqual({ error: 'Method not allowed' });
  });
});

describe('GET /api/leads/status', () => {
  const status = (handler: ReturnType<typeof setup>['handler'], authorization?: string) =>
    handler(new Request(`${URL_BASE}/leads/status`, { headers: authorization ? { authorization } : {} }));

  it('does not exist without a configured admin token', async () => {
    const { handler } = setup();
    const response = await status(handler, 'Bearer anything');
    expect(response.status).toBe(404);
  });

  it('answers 401 to a missing or wrong token', async () => {
    const { handler } = setup({ adminToken: 'admin-token-123' });
    for (const header of [undefined, 'Bearer wrong', 'Basic admin-token-123', 'Bearer admin-token-1234']) {
      const response = await status(handler, header);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('reports counts and the oldest pending age, never lead contents', async () => {
    const { handler, clock, post } = setup({ adminToken: 'admin-token-123', botDefence: false });
    await post(contactLead());
    clock.advance(1500);
    await post({ kind: 'newsletter', email: 'reader@example.org', homepage: '' });
    clock.advance(500);
    const response = await status(handler, 'Bearer admin-token-123');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      counts: { pending: 2, delivering: 0, delivered: 0, dead: 0 },
      oldestPendingAgeMs: 2000,
      delivery: null,
      alerts: [],
      rejectedSinceStart: { honeypot: 0, tooFast: 0, rateLimited: 0 },
    });
    expect(text).not.toContain('example.org');
  });
});
