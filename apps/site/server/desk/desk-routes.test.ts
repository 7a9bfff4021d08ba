// @vitest-environment node
import { createMemoryOutbox, type DeliveryStatus, type LeadData } from '@rooted/lead-capture';
import { defaultSiteContent } from '@rooted/site-content';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../admin/site-db';
import { testAdmin } from '../test-support/owner-admin';
import { createDeskRoutes } from './desk-routes';
import { createSqliteDeskStore } from './desk-store';
import type { LeadView } from './lead-view';

const T0 = 1_700_000_000_000;

async function desk(status: DeliveryStatus = { state: 'unconfigured', pause: null }) {
  const outbox = createMemoryOutbox();
  const store = createSqliteDeskStore(openSiteDatabase(':memory:'));
  const clock = { now: T0 + 60_000 };
  const routes = createDeskRoutes({ outbox, leads: outbox, deliveryStatus: () => status, store, now: () => clock.now });
  const admin = await testAdmin(defaultSiteContent, {}, { clock, desk: routes, audit: (entry) => store.record({ at: clock.now, ...entry }) });
  const { cookie, csrfToken } = await admin.session();
  const get = (path: string) => admin.call(path, { headers: { cookie } });
  const post = (path: string, body?: unknown) =>
    admin.call(path, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const add = async (id: string, createdAt: number, data: Partial<LeadData>) => {
    await outbox.add({ id, createdAt, data: { kind: 'contact', email: `${id}@example.org`, ...data } as LeadData, consent: { createdAt: new Date(createdAt).toISOString(), text: 'I agree to hear from you.', version: 'v2', pageUrl: '/contact' } });
  };
  const kill = async (id: string, reason: string) => {
    // Claim what is due, give up on this one and hand the others back untouched.
    for (const lead of await outbox.claimDue({ now: clock.now, leaseMs: 0, limit: 100 })) {
      if (lead.id === id) await outbox.markDead(id, lead.attempts, reason, clock.now);
      else await outbox.markRetry(lead.id, lead.attempts, '', clock.now, { refundAttempt: true });
    }
  };
  return { outbox, store, admin, get, post, add, kill, clock };
}

describe('the owner desk routes', () => {
  it('answer nobody without a session, and no write without the CSRF token', async () => {
    const { admin } = await desk();
    for (const path of ['/api/admin/desk/health', '/api/admin/desk/leads', '/api/admin/desk/leads.csv', '/api/admin/desk/activity']) {
      const response = await admin.call(path);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain('@example.org');
    }
    const { cookie } = await admin.session();
    const refused = await admin.call('/api/admin/desk/leads/requeue', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"id":"a"}' });
    expect(refused.status).toBe(403);
  });

  it('lists leads newest first in plain words, filtered and searched, and pages through them', async () => {
    const { get, add, kill } = await desk();
    await add('older', T0, { name: 'Ada Lovelace', subject: 'general', message: 'First line\nsecond line' });
    await add('newer', T0 + 1000, { kind: 'join', name: 'Grace Hopper', company: 'Navy', role: 'r', interests: 'i', message: 'Hi' } as Partial<LeadData>);
    await add('failed', T0 + 500, { name: 'Bad Data', subject: 'general', message: 'x' });
    await kill('failed', 'Omnisend validation failed (422): email is invalid');
    const body = (await (await get('/api/admin/desk/leads')).json()) as { leads: LeadView[]; next: string | null };
    expect(body.leads.map((lead) => lead.id)).toEqual(['newer', 'failed', 'older']);
    const older = body.leads[2]!;
    expect(older).toMatchObject({ form: 'Contact', name: 'Ada Lovelace', email: 'older@example.org', subject: 'general', message: 'First line\nsecond line' });
    expect(older.consent).toEqual({ text: 'I agree to hear from you.', version: 'v2', page: '/contact' });
    expect(older.status).toMatchObject({ standing: 'waiting', text: 'Waiting in the outbox: no Omnisend key is configured, so nothing is sent yet.' });
    expect(body.leads[1]!.status.text).toBe('Not delivered: Omnisend refused the details in the form. Gave up on');
    expect(body.leads[1]!.status.detail).toContain('422');
    expect(body.leads[0]!.company).toBe('Navy');

    const ids = async (query: string) => ((await (await get(`/api/admin/desk/leads?${query}`)).json()) as { leads: LeadView[] }).leads.map((lead) => lead.id);
    expect(await ids('form=join')).toEqual(['newer']);
    expect(await ids('standing=dead')).toEqual(['failed']);
    expect(await ids('q=LOVELACE')).toEqual(['older']);
    expect(await ids('q=grace%40')).toEqual([]);
    expect(await ids('q=newer%40example')).toEqual(['newer']);
    const first = (await (await get('/api/admin/desk/leads?limit=2')).json()) as { leads: LeadView[]; next: string };
    expect(first.leads.map((lead) => lead.id)).toEqual(['newer', 'failed']);
    expect(await ids(`limit=2&after=${first.next}`)).toEqual(['older']);
  });

  it('answers bad filters with a 400 naming them, never a 500', async () => {
    const { get, add } = await desk();
    await add('one', T0, { name: 'One', subject: 'general', message: 'm' });
    for (const [query, field] of [['form=fax', 'form'], ['standing=lost', 'standing'], ['limit=0', ''], ['limit=1000', ''], ['after=xyz', 'after'], [`q=${'a'.repeat(201)}`, 'q']] as const) {
      const response = await get(`/api/admin/desk/leads?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toContain(field);
    }
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('form', 'standing', 'q', 'after', 'limit', 'x'), fc.string({ maxLength: 300 })), async (query) => {
        const response = await get(`/api/admin/desk/leads?${new URLSearchParams(query)}`);
        expect([200, 400]).toContain(response.status);
        const csv = await get(`/api/admin/desk/leads.csv?${new URLSearchParams(query)}`);
        expect([200, 400]).toContain(csv.status);
      }),
      { numRuns: 100 },
    );
  });

  it('requeues one dead lead or all of one reason, marks a message handled, and keeps each in the activity trail without an address', async () => {
    const { get, post, add, kill, outbox } = await desk();
    for (const id of ['a', 'b', 'c']) await add(id, T0, { name: id, subject: 'general', message: 'm' });
    await kill('a', 'Omnisend refused the contact (409 conflict)');
    await kill('b', 'Still failing after 48 h of retries: 503');
    await kill('c', 'Still failing after 48 h of retries: 503');
    expect(((await (await post('/api/admin/desk/leads/requeue', { id: 'a' })).json()) as { requeued: number }).requeued).toBe(1);
    expect(((await (await post('/api/admin/desk/leads/requeue', { reason: 'Still failing after 48 h of retries: 503' })).json()) as { requeued: number }).requeued).toBe(2);
    expect((await outbox.counts()).dead).toBe(0);
    expect((await post('/api/admin/desk/leads/requeue', { all: true })).status).toBe(400);
    expect((await post('/api/admin/desk/leads/a/handled')).status).toBe(200);
    const listed = ((await (await get('/api/admin/desk/leads?q=a%40')).json()) as { leads: LeadView[] }).leads;
    expect(listed[0]!.handled).toMatchObject({ owner: 'owner@rooted.example' });
    const csv = await get('/api/admin/desk/leads.csv?q=a%40example');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);

    const entries = ((await (await get('/api/admin/desk/activity')).json()) as { entries: { action: string; detail: string; owner: string }[] }).entries;
    expect(entries.map((entry) => entry.action)).toEqual(['exported', 'marked-handled', 'requeued', 'requeued']);
    expect(entries.every((entry) => entry.owner === 'owner@rooted.example')).toBe(true);
    for (const entry of entries) expect(entry.detail).not.toMatch(/@example\.org|a@example/);
    expect(entries[0]!.detail).toBe('Exported 1 lead(s) as CSV (a search).');
  });

  it('marks only a contact message that exists handled, and records nothing otherwise', async () => {
    const { get, post, add, store } = await desk();
    await add('message', T0, { name: 'Ada', subject: 'general', message: 'm' });
    await add('signup', T0 + 1, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    const missing = await post('/api/admin/desk/leads/no-such-lead/handled');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('No lead has this id: it may have been deleted after its delivery.');
    const signup = await post('/api/admin/desk/leads/signup/handled');
    expect(signup.status).toBe(400);
    expect(((await signup.json()) as { error: string }).error).toBe('Only contact messages are marked handled.');
    expect((await post('/api/admin/desk/leads/bad%20id/handled')).status).toBe(404);
    expect(await store.audit({ limit: 10 })).toEqual([]);
    expect((await store.handled(['no-such-lead', 'signup'])).size).toBe(0);
    expect((await post('/api/admin/desk/leads/message/handled')).status).toBe(200);
    const listed = ((await (await get('/api/admin/desk/leads?form=contact')).json()) as { leads: LeadView[] }).leads;
    expect(listed[0]!.handled).toMatchObject({ owner: 'owner@rooted.example' });
  });

  it('shows a contact subject as the visitor chose it, with its code in the CSV', async () => {
    const { get, add } = await desk();
    await add('mentor', T0, { name: 'Ada', subject: 'mentorship', message: 'm' });
    const [lead] = ((await (await get('/api/admin/desk/leads')).json()) as { leads: LeadView[] }).leads;
    expect(lead).toMatchObject({ subject: 'mentorship', subjectLabel: 'Mentorship Request' });
    const rows = parse(await (await get('/api/admin/desk/leads.csv')).text(), { bom: true }) as string[][];
    expect(rows[1]![5]).toBe('Mentorship Request (mentorship)');
  });

  it('exports the filter as CSV that opens as text and reads back the same', async () => {
    const { get, add } = await desk();
    await add('formula', T0, { name: '=HYPERLINK("http://evil.example","click")', subject: 'general', message: '+1 then\n-2, "quoted"' });
    await add('other', T0 + 1, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    const response = await get('/api/admin/desk/leads.csv?form=contact');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Received (UTC)', 'Form', 'Name', 'Email', 'Company', 'Subject', 'Message', 'Consent text', 'Consent version', 'Consent page', 'Status', 'Handled']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[1]![3]).toBe('formula@example.org');
    expect(rows[1]![6]).toBe(`'+1 then\n-2, "quoted"`);
  });

  it('records publishing and rolling back with who did it', async () => {
    const { admin, get, store } = await desk();
    const { cookie, csrfToken } = await admin.session();
    const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const published = await admin.call('/api/admin/content/publish', { method: 'POST', headers, body: JSON.stringify({ content: defaultSiteContent }) });
    expect(published.status).toBe(201);
    await admin.call('/api/admin/content/publish', { method: 'POST', headers, body: JSON.stringify({ content: defaultSiteContent }) });
    expect((await admin.call('/api/admin/content/versions/1/rollback', { method: 'POST', headers })).status).toBe(201);
    const entries = ((await (await get('/api/admin/desk/activity')).json()) as { entries: { action: string; detail: string }[] }).entries;
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['rolled-back', 'Restored version 1 as version 3.'],
      ['published', 'Published version 2.'],
      ['published', 'Published version 1.'],
    ]);
    expect((await store.audit({ limit: 1 }))[0]!.action).toBe('rolled-back');
  });
});
