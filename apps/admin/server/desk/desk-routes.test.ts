// @vitest-environment node
import { createMemoryOutbox, type DeliveryStatus, type LeadData } from '@rooted/lead-capture';
import { defaultSiteContent } from '@rooted/site-content';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { testAdmin } from '../test-support/owner-api';
import { deskRoom } from './desk-routes';
import { createSqliteDeskStore } from './desk-store';
import type { LeadView } from './lead-view';

const T0 = 1_700_000_000_000;

async function desk(status: DeliveryStatus = { state: 'unconfigured', pause: null }) {
  const outbox = createMemoryOutbox();
  const store = createSqliteDeskStore(openSiteDatabase(':memory:'));
  const clock = { now: T0 + 60_000 };
  let woken = 0;
  const desk = deskRoom({
    outbox,
    leads: outbox,
    deliveryStatus: () => status,
    store,
    now: () => clock.now,
    onRequeued: () => (woken += 1),
  });
  const admin = await testAdmin(
    defaultSiteContent,
    {},
    { clock, rooms: { desk }, audit: (entry) => store.record({ at: clock.now, ...entry }) },
  );
  const { cookie, csrfToken } = await admin.session();
  const get = (path: string) => admin.call(path, { headers: { cookie } });
  const post = (path: string, body?: unknown) =>
    admin.call(path, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const add = async (id: string, createdAt: number, data: Partial<LeadData>) => {
    await outbox.add({
      id,
      createdAt,
      data: { kind: 'contact', email: `${id}@example.org`, ...data } as LeadData,
      consent: {
        createdAt: new Date(createdAt).toISOString(),
        text: 'I agree to hear from you.',
        version: 'v2',
        pageUrl: '/contact',
      },
    });
  };
  const kill = async (id: string, reason: string) => {
    // Claim what is due, give up on this one and hand the others back untouched.
    for (const lead of await outbox.claimDue({ now: clock.now, leaseMs: 0, limit: 100 })) {
      if (lead.id === id) await outbox.markDead(id, lead.attempts, reason, clock.now);
      else await outbox.markRetry(lead.id, lead.attempts, '', clock.now, { refundAttempt: true });
    }
  };
  const call = (path: string, method: string) =>
    admin.call(path, { method, headers: { cookie, 'x-csrf-token': csrfToken } });
  return { outbox, store, admin, get, post, call, add, kill, clock, woken: () => woken };
}

describe('the owner desk routes', () => {
  it('answer nobody without a session, and no write without the CSRF token', async () => {
    const { admin } = await desk();
    for (const path of [
      '/api/admin/desk/health',
      '/api/admin/desk/leads',
      '/api/admin/desk/leads.csv',
      '/api/admin/desk/activity',
    ]) {
      const response = await admin.call(path);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain('@example.org');
    }
    const { cookie } = await admin.session();
    const refused = await admin.call('/api/admin/desk/leads/requeue', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"id":"a"}',
    });
    expect(refused.status).toBe(403);
  });

  it('lists leads newest first in plain words, filtered and searched, and pages through them', async () => {
    const { get, add, kill } = await desk();
    await add('older', T0, { name: 'Ada Lovelace', subject: 'general', message: 'First line\nsecond line' });
    await add('newer', T0 + 1000, {
      kind: 'join',
      name: 'Grace Hopper',
      company: 'Navy',
      role: 'r',
      interests: 'i',
      message: 'Hi',
    } as Partial<LeadData>);
    await add('failed', T0 + 500, { name: 'Bad Data', subject: 'general', message: 'x' });
    await kill('failed', 'Omnisend validation failed (422): email is invalid');
    const body = (await (await get('/api/admin/desk/leads')).json()) as { leads: LeadView[]; next: string | null };
    expect(body.leads.map((lead) => lead.id)).toEqual(['newer', 'failed', 'older']);
    const older = body.leads[2]!;
    expect(older).toMatchObject({
      form: 'Contact',
      name: 'Ada Lovelace',
      email: 'older@example.org',
      subject: 'general',
      message: 'First line\nsecond line',
    });
    expect(older.consent).toEqual({ text: 'I agree to hear from you.', version: 'v2', page: '/contact' });
    expect(older.status).toMatchObject({
      standing: 'waiting',
      text: 'Waiting in the outbox: no Omnisend key is configured, so nothing is sent yet.',
    });
    expect(body.leads[1]!.status.text).toBe('Not delivered: Omnisend refused the details in the form. Gave up on');
    expect(body.leads[1]!.status.detail).toContain('422');
    expect(body.leads[0]!.company).toBe('Navy');

    const ids = async (query: string) =>
      ((await (await get(`/api/admin/desk/leads?${query}`)).json()) as { leads: LeadView[] }).leads.map(
        (lead) => lead.id,
      );
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
    for (const [query, field] of [
      ['form=fax', 'form'],
      ['standing=lost', 'standing'],
      ['limit=0', ''],
      ['limit=1000', ''],
      ['after=xyz', 'after'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ] as const) {
      const response = await get(`/api/admin/desk/leads?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toContain(field);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('form', 'standing', 'q', 'after', 'limit', 'x'), fc.string({ maxLength: 300 })),
        async (query) => {
          const response = await get(`/api/admin/desk/leads?${new URLSearchParams(query)}`);
          expect([200, 400]).toContain(response.status);
          const csv = await get(`/api/admin/desk/leads.csv?${new URLSearchParams(query)}`);
          expect([200, 400]).toContain(csv.status);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('requeues one dead lead or all of one reason, marks a message handled, and keeps each in the activity trail without an address', async () => {
    const { get, post, add, kill, outbox } = await desk();
    for (const id of ['a', 'b', 'c']) await add(id, T0, { name: id, subject: 'general', message: 'm' });
    await kill('a', 'Omnisend refused the contact (409 conflict)');
    await kill('b', 'Still failing after 48 h of retries: 503');
    await kill('c', 'Still failing after 48 h of retries: 503');
    expect(
      ((await (await post('/api/admin/desk/leads/requeue', { id: 'a' })).json()) as { requeued: number }).requeued,
    ).toBe(1);
    expect(
      (
        (await (
          await post('/api/admin/desk/leads/requeue', { reason: 'Still failing after 48 h of retries: 503' })
        ).json()) as { requeued: number }
      ).requeued,
    ).toBe(2);
    expect((await outbox.counts()).dead).toBe(0);
    expect((await post('/api/admin/desk/leads/requeue', { all: true })).status).toBe(400);
    expect((await post('/api/admin/desk/leads/a/handled')).status).toBe(200);
    const listed = ((await (await get('/api/admin/desk/leads?q=a%40')).json()) as { leads: LeadView[] }).leads;
    expect(listed[0]!.handled).toMatchObject({ owner: 'owner@rooted.example' });
    const csv = await get('/api/admin/desk/leads.csv?q=a%40example');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);

    const entries = (
      (await (await get('/api/admin/desk/activity')).json()) as {
        entries: { action: string; detail: string; owner: string }[];
      }
    ).entries;
    expect(entries.map((entry) => entry.action)).toEqual(['exported', 'marked-handled', 'requeued', 'requeued']);
    expect(entries.every((entry) => entry.owner === 'owner@rooted.example')).toBe(true);
    for (const entry of entries) expect(entry.detail).not.toMatch(/@example\.org|a@example/);
    expect(entries[0]!.detail).toBe('Exported 1 lead(s) as CSV (a search).');
  });

  it('marks only a contact message or join application that exists handled, and records nothing otherwise', async () => {
    const { get, post, add, store } = await desk();
    await add('message', T0, { name: 'Ada', subject: 'general', message: 'm' });
    await add('signup', T0 + 1, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    const missing = await post('/api/admin/desk/leads/no-such-lead/handled');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe(
      'No lead has this id: it may have been deleted after its delivery.',
    );
    const signup = await post('/api/admin/desk/leads/signup/handled');
    expect(signup.status).toBe(400);
    expect(((await signup.json()) as { error: string }).error).toBe(
      'Only contact messages and join applications are marked handled.',
    );
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
    await add('formula', T0, {
      name: '=HYPERLINK("http://evil.example","click")',
      subject: 'general',
      message: '+1 then\n-2, "quoted"',
    });
    await add('other', T0 + 1, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    const response = await get('/api/admin/desk/leads.csv?form=contact');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Received (UTC)',
      'Form',
      'Name',
      'Email',
      'Company',
      'Subject',
      'Message',
      'Consent text',
      'Consent version',
      'Consent page',
      'Status',
      'Handled',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![2]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[1]![3]).toBe('formula@example.org');
    expect(rows[1]![6]).toBe(`'+1 then\n-2, "quoted"`);
  });

  it('records publishing and rolling back with who did it', async () => {
    const { admin, get, store } = await desk();
    const { cookie, csrfToken } = await admin.session();
    const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const published = await admin.call('/api/admin/content/publish', {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: defaultSiteContent }),
    });
    expect(published.status).toBe(201);
    await admin.call('/api/admin/content/publish', {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: defaultSiteContent }),
    });
    expect((await admin.call('/api/admin/content/versions/1/rollback', { method: 'POST', headers })).status).toBe(201);
    const entries = (
      (await (await get('/api/admin/desk/activity')).json()) as { entries: { action: string; detail: string }[] }
    ).entries;
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['rolled-back', 'Restored version 1 as version 3.'],
      ['published', 'Published version 2.'],
      ['published', 'Published version 1.'],
    ]);
    expect((await store.audit({ limit: 1 }))[0]!.action).toBe('rolled-back');
  });
});

describe('a lead that could not be delivered', () => {
  it('outlasts every retention sweep, and goes only when the owner deletes it, which the trail records without an address', async () => {
    const { get, admin, add, kill, outbox, store } = await desk();
    const { cookie, csrfToken } = await admin.session();
    const remove = (id: string, headers: Record<string, string> = { cookie, 'x-csrf-token': csrfToken }) =>
      admin.call(`/api/admin/desk/leads/${id}`, { method: 'DELETE', headers });
    await add('dead', T0, { name: 'Ada', subject: 'general', message: 'm' });
    await add('waiting', T0 + 1, { name: 'Grace', subject: 'general', message: 'm' });
    await kill('dead', 'Omnisend validation failed (422): email is invalid');
    // The sweep deletes delivered leads by age; ten years on, the dead one is still there.
    await outbox.purge({ deliveredBefore: T0 + 10 * 365 * 86_400_000, idempotencyBefore: T0 + 10 * 365 * 86_400_000 });
    expect(outbox.get('dead')?.state).toBe('dead');

    expect((await remove('dead', { cookie })).status).toBe(403);
    expect((await remove('waiting')).status).toBe(409);
    expect((await remove('no-such-lead')).status).toBe(404);
    expect(await store.audit({ limit: 10 })).toEqual([]);
    const deleted = await remove('dead');
    expect(deleted.status).toBe(200);
    expect(outbox.get('dead')).toBeUndefined();
    expect(outbox.get('waiting')).toBeDefined();
    expect((await remove('dead')).status).toBe(404);
    const [entry] = (
      (await (await get('/api/admin/desk/activity')).json()) as { entries: { action: string; detail: string }[] }
    ).entries;
    expect(entry).toMatchObject({
      action: 'deleted',
      detail: 'Deleted the contact message received 14 Nov 2023, 22:13 UTC, which could not be delivered.',
    });
  });
});

describe('correcting a lead from the desk', () => {
  type Answer = {
    changed?: string[];
    was?: string;
    updateQueued?: boolean;
    error?: string;
    fields?: Record<string, string[]>;
  };
  const entriesOf = async (get: (path: string) => Response | Promise<Response>) =>
    (
      (await (await get('/api/admin/desk/activity')).json()) as {
        entries: { action: string; detail: string; owner: string }[];
      }
    ).entries;

  it('corrects a waiting message: the list shows it, the consent record stays, the trail names the fields and no value', async () => {
    const { get, post, add, outbox, woken } = await desk();
    await add('msg', T0, { name: 'Jane Doe', email: 'jane@exmaple.org', subject: 'general', message: 'Hello' });
    const consent = outbox.get('msg')!.consent;
    const response = await post('/api/admin/desk/leads/msg/correct', {
      email: '  Jane@Example.org ',
      name: 'Jane Dough',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: ['Name', 'Email'], was: 'pending', updateQueued: false });
    expect(outbox.get('msg')).toMatchObject({
      data: { kind: 'contact', name: 'Jane Dough', email: 'jane@example.org', subject: 'general', message: 'Hello' },
      consent,
      state: 'pending',
    });
    const [listed] = ((await (await get('/api/admin/desk/leads')).json()) as { leads: LeadView[] }).leads;
    expect(listed!.fields).toEqual([
      { name: 'name', label: 'Name', value: 'Jane Dough', required: true, multiline: false },
      { name: 'email', label: 'Email', value: 'jane@example.org', required: true, multiline: false },
      { name: 'message', label: 'Message', value: 'Hello', required: true, multiline: true },
    ]);
    expect(woken()).toBe(0);
    const [entry] = await entriesOf(get);
    expect(entry).toMatchObject({
      action: 'corrected',
      owner: 'owner@rooted.example',
      detail: 'Corrected name, email of the contact message received 14 Nov 2023, 22:13 UTC.',
    });
    expect(entry!.detail).not.toMatch(/jane|dough|exmaple/i);
  });

  it("queues a dead lead again and a delivered lead's contact update, and wakes the delivery worker for both", async () => {
    const { get, post, add, kill, outbox, clock, woken } = await desk();
    await add('dead', T0, {
      name: 'Ada',
      email: 'ada@@example.org',
      subject: 'general',
      message: 'm',
    } as Partial<LeadData>);
    await kill('dead', 'Omnisend validation failed (422): email is invalid');
    const fixed = (await (
      await post('/api/admin/desk/leads/dead/correct', { email: 'ada@example.org' })
    ).json()) as Answer;
    expect(fixed).toEqual({ changed: ['Email'], was: 'dead', updateQueued: false });
    expect(outbox.get('dead')).toMatchObject({ state: 'pending', attempts: 0, data: { email: 'ada@example.org' } });

    await add('sent', T0 + 1, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    for (const lead of await outbox.claimDue({ now: clock.now, leaseMs: 0, limit: 10 }))
      await outbox.markDelivered(lead.id, lead.attempts, clock.now);
    const updated = (await (
      await post('/api/admin/desk/leads/sent/correct', { firstName: 'Perceval' })
    ).json()) as Answer;
    expect(updated).toEqual({ changed: ['First name'], was: 'delivered', updateQueued: true });
    const jobs = outbox.rows().filter((row) => row.id.startsWith('privacy-update-'));
    expect(jobs).toEqual([
      expect.objectContaining({
        state: 'pending',
        data: { kind: 'newsletter', email: 'sent@example.org', firstName: 'Perceval' },
      }),
    ]);
    expect(jobs[0]!.consent).toBeUndefined();
    // The job is no lead of the owner's list.
    expect(
      ((await (await get('/api/admin/desk/leads')).json()) as { leads: LeadView[] }).leads.map((lead) => lead.id),
    ).toEqual(['sent', 'dead']);
    expect(woken()).toBe(2);
    expect((await entriesOf(get)).map((entry) => entry.detail)).toEqual([
      'Corrected first name of the newsletter signup received 14 Nov 2023, 22:13 UTC. An update of its Omnisend contact is queued.',
      'Corrected email of the contact message received 14 Nov 2023, 22:13 UTC. It is queued to be sent again.',
    ]);
  });

  it('refuses what the form would refuse, in its words, and a field the form does not have; records nothing then', async () => {
    const { get, post, add, outbox, store, clock } = await desk();
    await add('msg', T0, { name: 'Jane', subject: 'general', message: 'Hello' });
    await add('exit', T0 + 1, { kind: 'exit-intent' } as Partial<LeadData>);
    const answer = async (id: string, body: unknown) => {
      const response = await post(`/api/admin/desk/leads/${id}/correct`, body);
      return { status: response.status, body: (await response.json()) as Answer };
    };
    expect(await answer('msg', { email: 'not an address' })).toEqual({
      status: 400,
      body: { error: 'Please correct the marked fields.', fields: { email: ['Invalid email address format'] } },
    });
    expect(await answer('msg', { name: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { name: ['Name is required'] } },
    });
    expect(await answer('msg', { message: 'x'.repeat(5001) })).toMatchObject({
      status: 400,
      body: { fields: { message: ['Message must be at most 5000 characters'] } },
    });
    expect(await answer('exit', { name: 'Someone' })).toMatchObject({
      status: 400,
      body: { error: "This lead's form has no name field." },
    });
    expect((await answer('msg', { subject: 'investment' })).status).toBe(400);
    expect((await answer('msg', { email: 42 })).status).toBe(400);
    expect((await answer('msg', [])).status).toBe(400);
    expect(await answer('no-such-lead', { name: 'A' })).toMatchObject({ status: 404 });
    // Nothing to change: nothing written, nothing in the trail.
    expect(await answer('msg', { name: ' Jane ' })).toEqual({
      status: 200,
      body: { changed: [], was: 'pending', updateQueued: false },
    });
    // A delivery in flight is never overtaken.
    await outbox.claimDue({ now: clock.now, leaseMs: 60_000, limit: 10 });
    expect(await answer('msg', { name: 'Jane Dough' })).toMatchObject({ status: 409 });
    expect(outbox.get('msg')!.data).toMatchObject({ name: 'Jane', email: 'msg@example.org' });
    expect(await store.audit({ limit: 10 })).toEqual([]);
    expect((await get('/api/admin/desk/activity')).status).toBe(200);
  });

  it('answers any body with a 4xx or a valid correction, never a 500, and never stores what the form would refuse', async () => {
    const { admin, add, outbox } = await desk();
    const { cookie, csrfToken } = await admin.session();
    await add('msg', T0, { name: 'Jane', subject: 'general', message: 'Hello' });
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('a@b.co', ' X@Y.ORG ', '', '   '),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
    );
    const objectBody = fc.dictionary(
      fc.constantFrom(
        'name',
        'email',
        'message',
        'firstName',
        'company',
        'subject',
        'kind',
        '__proto__',
        'constructor',
      ),
      fieldValue,
      { maxKeys: 4 },
    );
    const body = fc.oneof(
      objectBody.map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string({ unit: 'binary', maxLength: 80 }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
        async (text, type) => {
          const response = await admin.call('/api/admin/desk/leads/msg/correct', {
            method: 'POST',
            headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': type },
            body: text,
          });
          expect([200, 400, 409, 415]).toContain(response.status);
          const stored = outbox.get('msg')!;
          expect(stored.data.kind).toBe('contact');
          const data = stored.data as { name: string; email: string; message: string; subject: string };
          expect(data.subject).toBe('general');
          expect(data.name.trim()).toBe(data.name);
          expect(data.name.length).toBeGreaterThan(0);
          expect(data.email).toMatch(/^[^\s@A-Z]+@[^\s@.A-Z]+\.[^\s@A-Z]+$/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes a handled mark back, and lists only the messages not handled with handled=no', async () => {
    const { get, post, add, store, call } = await desk();
    await add('old-message', T0, { name: 'Ada', subject: 'general', message: 'm' });
    await add('application', T0 + 1, { kind: 'join', name: 'Grace', role: 'founder' } as Partial<LeadData>);
    await add('signup', T0 + 2, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    await add('new-message', T0 + 3, { name: 'Alan', subject: 'general', message: 'n' });
    const unhandled = async (query = '') =>
      (await (await get(`/api/admin/desk/leads?handled=no${query}`)).json()) as {
        leads: LeadView[];
        next: string | null;
      };
    expect((await unhandled()).leads.map((lead) => lead.id)).toEqual(['new-message', 'application', 'old-message']);

    expect((await post('/api/admin/desk/leads/application/handled')).status).toBe(200);
    expect((await post('/api/admin/desk/leads/new-message/handled')).status).toBe(200);
    expect((await unhandled()).leads.map((lead) => lead.id)).toEqual(['old-message']);

    const undo = await call('/api/admin/desk/leads/new-message/handled', 'DELETE');
    expect(undo.status).toBe(200);
    expect((await unhandled()).leads.map((lead) => lead.id)).toEqual(['new-message', 'old-message']);
    expect((await store.handled(['new-message'])).size).toBe(0);
    // A page of one continues where it stopped.
    const first = await unhandled('&limit=1');
    expect(first.leads.map((lead) => lead.id)).toEqual(['new-message']);
    const second = await unhandled(`&limit=1&after=${first.next}`);
    expect(second.leads.map((lead) => lead.id)).toEqual(['old-message']);
    expect(second.next).toBeNull();
    expect((await unhandled('&form=newsletter')).leads).toEqual([]);
    expect((await get('/api/admin/desk/leads?handled=yes')).status).toBe(400);
    expect((await call('/api/admin/desk/leads/signup/handled', 'DELETE')).status).toBe(400);

    const actions = (await store.audit({ limit: 10 })).map((entry) => [entry.action, entry.detail]);
    expect(actions[0]?.[0]).toBe('unmarked-handled');
    expect(actions[0]?.[1]).toMatch(/^Marked the contact message received .+ not handled again\.$/);
    // An undo of a mark that is not there changes nothing and records nothing.
    expect((await call('/api/admin/desk/leads/old-message/handled', 'DELETE')).status).toBe(200);
    expect(await store.audit({ limit: 10 })).toHaveLength(actions.length);
  });
});
