import { describe, expect, it, vi } from 'vitest';
import type { LeadHandlerOptions } from '../handler.js';
import type { MemoryOutbox } from '../memory-outbox.js';
import { testLeadHandler, URL_BASE } from '../test-support/lead-handler-harness.js';

const BASE = URL_BASE;

function setup(options: Partial<LeadHandlerOptions> = {}) {
  const lead = testLeadHandler(options);
  const { handler } = lead;
  const postForm = (
    kind: string,
    body: string | Record<string, string>,
    init: { headers?: Record<string, string>; ip?: string } = {},
  ) =>
    handler(
      new Request(`${BASE}/leads/form/${kind}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          referer: 'http://localhost/',
          'user-agent': 'Mozilla/5.0 Test',
          ...init.headers,
        },
        body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
      }),
      { remoteAddress: init.ip ?? '203.0.113.7' },
    );
  const postJson = (body: { kind: string } & Record<string, unknown>) =>
    lead.send(body, { headers: { origin: 'http://localhost', referer: 'http://localhost/' } });
  return { ...lead, postForm, postJson };
}

const contact = {
  name: 'Jane Doe',
  email: ' Jane@Example.ORG ',
  subject: 'partnership',
  message: 'Let us talk.',
  homepage: '',
};
const join = {
  name: 'Jane Doe',
  email: 'jane@example.org',
  company: 'Acme',
  role: 'Founder',
  interests: 'Mentoring',
  message: 'Hello',
  marketingOptIn: 'on',
  homepage: '',
};
const newsletter = {
  email: 'jane@example.org',
  homepage: '',
  consentText: 'Monthly stories. See our Privacy Policy.',
  consentVersion: 'newsletter-2026-11-25',
};

const stored = (outbox: MemoryOutbox) => outbox.rows();

describe('POST /api/leads/form/{kind} (plain HTML form posts)', () => {
  it('stores a contact form exactly as the JSON API would, then redirects to the sent page', async () => {
    const viaForm = setup();
    const response = await viaForm.postForm('contact', contact);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/api/leads/form/contact/sent');
    expect(viaForm.onStored).toHaveBeenCalledTimes(1);

    const viaJson = setup();
    expect((await viaJson.postJson({ kind: 'contact', ...contact })).status).toBe(202);
    const [a] = stored(viaForm.outbox);
    const [b] = stored(viaJson.outbox);
    expect(a?.data).toEqual(b?.data);
    expect(a?.data).toMatchObject({ kind: 'contact', email: 'jane@example.org', subject: 'partnership' });
    expect(a?.consent).toBeUndefined();
  });

  it('records the consent of a newsletter signup (wording, version, page, pending double opt-in) and says an email follows', async () => {
    const { outbox, postForm, handler } = setup();
    const response = await postForm('newsletter', newsletter);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/api/leads/form/newsletter/confirm');
    const [row] = stored(outbox);
    expect(row?.consent).toMatchObject({
      form: 'newsletter',
      text: newsletter.consentText,
      version: newsletter.consentVersion,
      pageUrl: 'http://localhost/',
      doubleOptIn: 'pending',
      userAgent: 'Mozilla/5.0 Test',
    });
    const page = await handler(new Request(`${BASE}/leads/form/newsletter/confirm`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('role="status"');
  });

  it('reads a ticked box as consent and an unticked one as none', async () => {
    const ticked = setup();
    await ticked.postForm('join', join);
    expect(stored(ticked.outbox)[0]?.data).toMatchObject({ marketingOptIn: true, keepOnFile: false });
    expect(stored(ticked.outbox)[0]?.consent?.form).toBe('join');
    const unticked = setup();
    const { marketingOptIn: _box, ...rest } = join;
    expect((await unticked.postForm('join', rest)).status).toBe(303);
    expect(stored(unticked.outbox)[0]?.data).toMatchObject({ marketingOptIn: false });
    expect(stored(unticked.outbox)[0]?.consent).toBeUndefined();
  });

  it('answers an invalid form with 422: the form again, each error next to its field, the values escaped', async () => {
    const { outbox, postForm } = setup();
    const response = await postForm('contact', {
      ...contact,
      email: 'not-an-email',
      message: '',
      name: '<script>alert(1)</script>"',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('Invalid email address format');
    expect(html).toContain('Message is required');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;"');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<form method="post" action="\/api\/leads\/form\/contact"/);
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true" aria-describedby="contact-email-error"/);
    expect(html).toMatch(/<option value="partnership" selected>/);
    expect(stored(outbox)).toHaveLength(0);
  });

  it('drops a filled or missing honeypot without storing it, with the same answer as a success', async () => {
    const { outbox, postForm } = setup();
    const filled = await postForm('contact', { ...contact, homepage: 'http://spam.example' });
    const { homepage: _h, ...withoutHoneypot } = contact;
    const missing = await postForm('contact', withoutHoneypot);
    for (const response of [filled, missing]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/api/leads/form/contact/sent');
    }
    expect(stored(outbox)).toHaveLength(0);
  });

  it('needs no form token or proof of work, but allows only 3 posts per address and form in 10 minutes, keeping the values', async () => {
    const { clock, outbox, postForm } = setup();
    for (let i = 0; i < 3; i += 1)
      expect((await postForm('contact', { ...contact, message: `try ${i}` })).status).toBe(303);
    const limited = await postForm('contact', { ...contact, message: 'fourth' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await limited.text()).toContain('>\nfourth</textarea>');
    // Another address, another form: their own limits.
    expect((await postForm('contact', contact, { ip: '198.51.100.1' })).status).toBe(303);
    expect((await postForm('newsletter', newsletter)).status).toBe(303);
    clock.advance(600_001);
    expect((await postForm('contact', { ...contact, message: 'later' })).status).toBe(303);
    expect(stored(outbox)).toHaveLength(6);
  });

  it('does not count invalid posts against the limit, so fixing mistakes never locks a visitor out', async () => {
    const { postForm } = setup();
    for (let i = 0; i < 5; i += 1) expect((await postForm('contact', { ...contact, email: 'x' })).status).toBe(422);
    expect((await postForm('contact', contact)).status).toBe(303);
  });

  it('answers 503 with the form and its values when the outbox cannot store the lead', async () => {
    const { outbox, postForm } = setup();
    vi.spyOn(outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    const response = await postForm('contact', contact);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const html = await response.text();
    expect(html).toContain('value="Jane Doe"');
    expect(html).not.toContain('disk full');
  });

  it('refuses a post from another site, a wrong content type, bad encoding and a body over 32 KiB with a clear page', async () => {
    const { outbox, postForm } = setup();
    const cases: Array<[Response, number]> = [
      [await postForm('contact', contact, { headers: { origin: 'https://evil.example' } }), 403],
      [await postForm('contact', JSON.stringify(contact), { headers: { 'content-type': 'application/json' } }), 415],
      [await postForm('contact', 'name=%E0%A4%A&email=a%40b.cd'), 400],
      [await postForm('contact', 'name=a&name=b'), 400],
      [await postForm('contact', 'name=J\u00e4ne'), 400],
      [await postForm('contact', `message=${'x'.repeat(33 * 1024)}`), 413],
    ];
    for (const [response, status] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toMatch(/<form method="post"/);
    }
    expect(stored(outbox)).toHaveLength(0);
  });

  it('serves each form as a page of its own, and 404 for an unknown form', async () => {
    const { handler } = setup();
    for (const kind of ['contact', 'join', 'newsletter', 'exit-intent']) {
      const response = await handler(new Request(`${BASE}/leads/form/${kind}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`action="/api/leads/form/${kind}"`);
      expect(html).toContain('name="homepage"');
      expect(html).not.toMatch(/<script/i);
    }
    expect((await handler(new Request(`${BASE}/leads/form/other`))).status).toBe(404);
    expect((await handler(new Request(`${BASE}/leads/form/other`, { method: 'POST' }))).status).toBe(404);
  });

  it('can be switched off', async () => {
    const { postForm } = setup({ formPosts: false });
    expect((await postForm('contact', contact)).status).toBe(404);
  });
});
