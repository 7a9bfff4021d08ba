// @vitest-environment node
import {
  contactUpdateJob,
  createMemoryConsentStore,
  createMemoryOutbox,
  createMemoryPersonalData,
  isPrivacyJob,
  privacyRequestUrl,
  renderConfirmationPage,
  requestOfJob,
  type LeadData,
  type NewLead,
} from '@rooted/lead-capture';
import { createMemoryRateLimitStore } from '@rooted/server-kit';
import { defaultSiteContent } from '@rooted/site-content';
import { createMemoryTelemetryStore } from '@rooted/telemetry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { createSqliteDeskStore } from '../desk/desk-store';
import { testAdmin } from '../test-support/owner-api';
import { privacyRoom } from './privacy-desk-routes';
import { createPrivacyRoutes, PRIVACY_REQUEST_PATH } from './privacy-routes';
import { ANSWERED_REQUEST_KEEP_MS, createPrivacyService, deadlineOf, hashAddress } from './privacy-service';
import { createSqlitePrivacyStore } from './privacy-store';

const T0 = Date.parse('2026-01-31T10:00:00.000Z');
const DAY = 86_400_000;
const SECRETS = ['privacy-test-secret-0123456789'] as const;
const ORIGIN = 'http://site.test';
const JANE = 'jane@example.org';

/** The whole privacy side over in-memory lead stores, a site database in memory and a settable clock. */
async function privacySide() {
  const clock = { now: T0 };
  const now = () => clock.now;
  const outbox = createMemoryOutbox();
  const consent = createMemoryConsentStore();
  const personalData = createMemoryPersonalData({ outbox, consent });
  // The owner's notifications' queue: copies of contact messages, erased with the leads.
  const notifications = createMemoryOutbox();
  // The site's own mail (SMTP): confirmation links and answers, never the leads' outbox to Omnisend.
  const mails = createMemoryOutbox();
  const mail = { queue: async (job: NewLead) => void (await mails.add(job)) };
  const telemetry = createMemoryTelemetryStore();
  const db = openSiteDatabase(':memory:');
  const store = createSqlitePrivacyStore(db);
  const desk = createSqliteDeskStore(db);
  let kicks = 0;
  const service = createPrivacyService({
    personalData,
    copies: [createMemoryPersonalData({ outbox: notifications }), createMemoryPersonalData({ outbox: mails })],
    outbox,
    mail,
    siteName: 'site.test',
    telemetry,
    store,
    desk,
    now,
    kick: () => (kicks += 1),
  });
  const routes = createPrivacyRoutes({
    service,
    secrets: SECRETS,
    rateLimits: createMemoryRateLimitStore(),
    renderPage: (page) => renderConfirmationPage(page),
    now,
  });
  const admin = await testAdmin(
    defaultSiteContent,
    {},
    { clock, rooms: { privacy: privacyRoom({ service, personalData, now }) } },
  );
  const session = await admin.session();
  const owner = {
    get: (path: string) => admin.call(path, { headers: { cookie: session.cookie } }),
    post: (path: string, body?: unknown) =>
      admin.call(path, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
  const visitor = (body: string, headers: Record<string, string> = {}, ip = '198.51.100.1') =>
    routes.request(
      `${ORIGIN}${PRIVACY_REQUEST_PATH}`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  const seedJane = async () => {
    await outbox.add({
      id: 'msg',
      createdAt: T0 - DAY,
      data: { kind: 'contact', name: 'Jane', email: JANE, subject: 'general', message: 'Hello' } as LeadData,
      idempotencyKey: 'k1',
    });
    await outbox.add({
      id: 'john',
      createdAt: T0 - DAY,
      data: { kind: 'newsletter', email: 'john@example.org' } as LeadData,
    });
    await consent.savePending({
      id: 'sig',
      data: { kind: 'newsletter', email: JANE } as LeadData,
      consent: { createdAt: new Date(T0).toISOString() },
      requestedAt: T0 - DAY,
      expiresAt: T0 + DAY,
    });
    await notifications.add({
      id: 'msg',
      createdAt: T0 - DAY,
      data: { kind: 'contact', name: 'Jane', email: JANE, subject: 'general', message: 'Hello' } as LeadData,
    });
    await notifications.add({
      id: 'john',
      createdAt: T0 - DAY,
      data: { kind: 'join', name: 'John', email: 'john@example.org' } as LeadData,
    });
  };
  /** The request id of the newest confirmation job, and its signed link. */
  const linkOfLastRequest = async () => {
    const job = mails
      .rows()
      .filter((row) => requestOfJob(row.id))
      .at(-1)!;
    const request = requestOfJob(job.id)!;
    return { request, url: await privacyRequestUrl(ORIGIN, request.id, T0 + 2 * DAY, SECRETS) };
  };
  const visit = (url: string, method = 'GET') => routes.request(url, { method });
  /** What a person does: opens the link and presses the page's button, which posts its token. */
  const open = async (url: string, origin = ORIGIN) => {
    const page = await visit(url);
    const token = /<input type="hidden" name="t" value="([^"]*)">/.exec(await page.clone().text())?.[1];
    if (token === undefined) return page;
    const action = /<form method="post" action="([^"]+)">/.exec(await page.text())![1]!;
    return routes.request(new URL(action, url).href, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token }),
    });
  };
  return {
    clock,
    outbox,
    mails,
    consent,
    notifications,
    telemetry,
    store,
    desk,
    service,
    routes,
    owner,
    visitor,
    seedJane,
    linkOfLastRequest,
    visit,
    open,
    kicks: () => kicks,
  };
}

describe('a request from the person', () => {
  it('records nothing but an unconfirmed request and its mail job, and reaches the owner only once the link is opened', async () => {
    const side = await privacySide();
    await side.seedJane();
    const sent = await side.visitor(`request=erasure&email=${encodeURIComponent(' Jane@Example.org ')}&homepage=`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/privacy/request/sent');
    const { request, url } = await side.linkOfLastRequest();
    expect(request.kind).toBe('erasure');
    const job = side.mails.rows().find((row) => isPrivacyJob(row.id))!;
    expect(job.data.email).toBe(JANE);
    // Omnisend carries marketing only: nothing about the request goes to its outbox.
    expect(side.outbox.rows().filter((row) => isPrivacyJob(row.id))).toEqual([]);

    // Unconfirmed: the owner sees nothing, and every record is still there.
    expect(
      ((await (await side.owner.get('/api/admin/desk/privacy')).json()) as { requests: unknown[] }).requests,
    ).toEqual([]);
    expect((await side.owner.post(`/api/admin/desk/privacy/requests/${request.id}/erase`)).status).toBe(404);
    expect(side.outbox.get('msg')).toBeDefined();

    // Link checkers and mail scanners fetch the link: that shows a button and confirms nothing.
    expect((await side.visit(url, 'HEAD')).status).toBe(200);
    const shown = await side.visit(url);
    expect(shown.status).toBe(200);
    const asked = await shown.text();
    expect(asked).toContain('<h1>Confirm your request</h1>');
    expect(asked).toContain('<button type="submit" autofocus>Confirm my request</button>');
    expect(shown.headers.get('referrer-policy')).toBe('same-origin');
    // Another site cannot press the button for the person.
    expect((await side.open(url, 'https://evil.example')).status).toBe(403);
    expect(
      ((await (await side.owner.get('/api/admin/desk/privacy')).json()) as { requests: unknown[] }).requests,
    ).toEqual([]);
    const confirmed = await side.open(url);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Request confirmed');
    expect(confirmed.headers.get('referrer-policy')).toBe('same-origin');
    const listed = (await (await side.owner.get('/api/admin/desk/privacy')).json()) as {
      requests: { id: string; address: string; deadline: number }[];
    };
    expect(listed.requests).toEqual([
      expect.objectContaining({ id: request.id, address: JANE, deadline: Date.parse('2026-02-28T10:00:00.000Z') }),
    ]);
    expect(await (await side.open(url)).text()).toContain('already confirmed');
  });

  it('refuses links that were changed, expired or made for another purpose', async () => {
    const side = await privacySide();
    await side.visitor(`request=access&email=${JANE}`);
    const { url } = await side.linkOfLastRequest();
    const changed = new URL(url);
    changed.searchParams.set('t', `${changed.searchParams.get('t')}x`);
    expect((await side.open(changed.href)).status).toBe(400);
    side.clock.now = T0 + 3 * DAY;
    expect((await side.open(url)).status).toBe(410);
    expect((await side.open(`${ORIGIN}/privacy/confirm`)).status).toBe(400);
  });

  it('answers a bot that fills the honeypot like a person, and stores nothing for it', async () => {
    const side = await privacySide();
    const answer = await side.visitor(`request=access&email=${JANE}&homepage=https://spam.example`);
    expect(answer.status).toBe(303);
    expect(side.outbox.rows()).toEqual([]);
    expect(side.mails.rows()).toEqual([]);
  });

  it('refuses another origin, a wrong content type, a body over the limit and floods, with pages and no record', async () => {
    const side = await privacySide();
    expect((await side.visitor(`request=access&email=${JANE}`, { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await side.visitor(JSON.stringify({ request: 'access', email: JANE }), { 'content-type': 'application/json' }))
        .status,
    ).toBe(415);
    expect((await side.visitor(`request=access&email=${JANE}&x=${'a'.repeat(4000)}`)).status).toBe(413);
    // An address whose percent-encoding is not UTF-8 (a surrogate's bytes) would be kept with U+FFFD in it.
    const unreadable = await side.visitor('request=access&email=jane%ED%A0%80%40example.org');
    expect(unreadable.status).toBe(400);
    expect(await unreadable.text()).toContain('The form held characters we cannot read.');
    expect(side.mails.rows()).toEqual([]);
    // Three per connection in ten minutes, and three a day for one address from anywhere.
    for (let i = 0; i < 3; i += 1)
      expect((await side.visitor(`request=access&email=a${i}@example.org`)).status).toBe(303);
    const limited = await side.visitor(`request=access&email=b@example.org`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1)
      expect((await side.visitor(`request=erasure&email=${JANE}`, {}, `192.0.2.${i + 1}`)).status).toBe(303);
    expect((await side.visitor(`request=erasure&email=${JANE}`, {}, '192.0.2.99')).status).toBe(429);
  });

  it('answers any body with a 303 or a 4xx page, never a 500, and stores a request only for a valid one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress()),
        fc.constantFrom('access', 'erasure', 'other', ''),
        fc.string({ maxLength: 200 }),
        async (email, kind, junk) => {
          const outbox = createMemoryOutbox();
          const mails = createMemoryOutbox();
          const db = openSiteDatabase(':memory:');
          const mail = { queue: async (job: NewLead) => void (await mails.add(job)) };
          const service = createPrivacyService({
            personalData: createMemoryPersonalData({ outbox }),
            outbox,
            mail,
            telemetry: createMemoryTelemetryStore(),
            store: createSqlitePrivacyStore(db),
            desk: createSqliteDeskStore(db),
          });
          const routes = createPrivacyRoutes({
            service,
            secrets: SECRETS,
            rateLimits: createMemoryRateLimitStore(),
            renderPage: (page) => renderConfirmationPage(page),
          });
          const body = `request=${encodeURIComponent(kind)}&email=${encodeURIComponent(email)}&${junk}`;
          const answer = await routes.request(`${ORIGIN}${PRIVACY_REQUEST_PATH}`, {
            method: 'POST',
            headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          // 400 is the answer to percent-encoding that is not UTF-8 (a lone "%A0" in the junk), 413 to a
          // body over the limit, 422 to a request we cannot act on; each is a page, and none stores a request.
          expect([303, 400, 413, 422]).toContain(answer.status);
          if (answer.status !== 303) expect(mails.rows()).toEqual([]);
          if (answer.status === 400) expect(await answer.text()).toContain('The form held characters we cannot read.');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the owner's side", () => {
  const confirmedRequest = async (side: Awaited<ReturnType<typeof privacySide>>, kind: 'access' | 'erasure') => {
    await side.visitor(`request=${kind}&email=${JANE}`, {}, `203.0.113.${kind === 'access' ? 1 : 2}`);
    const { request, url } = await side.linkOfLastRequest();
    await side.open(url);
    return request.id;
  };

  it('lists a corrected lead once: the correction on its way to Omnisend is no second lead in either download', async () => {
    const side = await privacySide();
    await side.seedJane();
    const corrected = {
      kind: 'contact',
      name: 'Jane Doe',
      email: JANE,
      subject: 'general',
      message: 'Hello',
    } as LeadData;
    await side.outbox.add(contactUpdateJob(corrected, T0));
    const id = await confirmedRequest(side, 'access');
    const data = (await (await side.owner.get(`/api/admin/desk/privacy/requests/${id}/export.json`)).json()) as {
      leads: { id: string }[];
    };
    expect(data.leads.map((lead) => lead.id)).toEqual(['msg']);
    const csv = await (await side.owner.get(`/api/admin/desk/privacy/requests/${id}/export.csv`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    // The erasure still deletes the correction with the lead.
    const erasure = await confirmedRequest(side, 'erasure');
    expect((await side.owner.post(`/api/admin/desk/privacy/requests/${erasure}/erase`)).status).toBe(200);
    expect(side.outbox.rows().filter((row) => row.id.startsWith('privacy-update-'))).toEqual([]);
  });

  it('downloads an access request as JSON and as the desk CSV, marks it answered, and writes no address in the trail', async () => {
    const side = await privacySide();
    await side.seedJane();
    const id = await confirmedRequest(side, 'access');
    const json = await side.owner.get(`/api/admin/desk/privacy/requests/${id}/export.json`);
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="personal-data-2026-01-31.json"');
    const data = (await json.json()) as {
      address: string;
      leads: { id: string }[];
      signups: { id: string }[];
      idempotencyKeys: { key: string }[];
    };
    expect(data.address).toBe(JANE);
    expect(data.leads.map((lead) => lead.id)).toEqual(['msg']);
    expect(data.signups.map((signup) => signup.id)).toEqual(['sig']);
    expect(data.idempotencyKeys.map((key) => key.key)).toEqual(['k1']);
    const bytes = Buffer.from(
      await (await side.owner.get(`/api/admin/desk/privacy/requests/${id}/export.csv`)).arrayBuffer(),
    );
    const csv = bytes.toString('utf8');
    // The Leads export's format: a byte-order mark, then every cell quoted.
    expect(csv.startsWith('\uFEFF"Received (UTC)","Form","Name","Email"')).toBe(true);
    expect(csv).toContain('"Hello"');
    expect(csv).not.toContain('john@example.org');
    const listed = (await (await side.owner.get('/api/admin/desk/privacy')).json()) as {
      requests: { fulfilledBy: string }[];
    };
    expect(listed.requests[0]?.fulfilledBy).toBe('owner@rooted.example');
    // The requester is told once, however often the owner downloads; the answer comes from the owner.
    const answers = side.mails.rows().filter((row) => row.id === `privacy-answer-${id}`);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.data).toMatchObject({
      email: JANE,
      mail: { to: JANE, replyTo: 'owner@rooted.example', subject: 'Your copy of your data from site.test' },
    });
    const trail = await side.desk.audit({ limit: 10 });
    expect(trail.map((entry) => entry.action)).toEqual(['privacy-exported', 'privacy-exported']);
    expect(JSON.stringify(trail)).not.toContain(JANE);
    expect((await side.owner.post(`/api/admin/desk/privacy/requests/${id}/erase`)).status).toBe(409);
  });

  it('erases an erasure request everywhere, queues the unsubscribe, keeps a proof without the address and says what is left to do', async () => {
    const side = await privacySide();
    await side.seedJane();
    await side.telemetry.recordError({
      fingerprint: 'f',
      kind: 'error',
      message: `failed for ${JANE}`,
      route: '/',
      browser: 'Chrome 131',
      at: T0,
    });
    // Copies the scrubber of the day missed: percent- and entity-encoded.
    await side.telemetry.recordError({
      fingerprint: 'g',
      kind: 'error',
      message: `GET /x?to=${encodeURIComponent(JANE)} failed`,
      route: '/',
      browser: 'Chrome 131',
      at: T0,
    });
    await side.telemetry.recordError({
      fingerprint: 'h',
      kind: 'error',
      message: `no user ${JANE.replace('@', '&#64;')}`,
      route: '/',
      browser: 'Chrome 131',
      at: T0,
    });
    const id = await confirmedRequest(side, 'erasure');
    const preview = (await (await side.owner.get(`/api/admin/desk/privacy/requests/${id}/preview`)).json()) as {
      preview: Record<string, number>;
    };
    expect(preview.preview).toEqual({ leads: 1, signups: 1, idempotencyKeys: 1, rateLimitKeys: 0, errorReports: 3 });

    const erased = await side.owner.post(`/api/admin/desk/privacy/requests/${id}/erase`);
    expect(erased.status).toBe(200);
    const outcome = (await erased.json()) as {
      leads: number;
      signups: number;
      errorReports: number;
      manualStep: string;
    };
    expect(outcome).toMatchObject({ leads: 1, signups: 1, errorReports: 3 });
    expect(outcome.manualStep).toContain('gdpr_erased');

    expect(
      side.outbox
        .rows()
        .map((row) => row.id)
        .filter((rowId) => !isPrivacyJob(rowId)),
    ).toEqual(['john']);
    expect(
      side.outbox
        .rows()
        .filter((row) => row.id.startsWith('privacy-erasure-'))
        .map((row) => row.data.email),
    ).toEqual([JANE]);
    // The notification of her message waiting for the owner's webhook went too; John's stays.
    expect(side.notifications.rows().map((row) => row.id)).toEqual(['john']);
    // The one mail left with her address is the answer saying it is gone: queued before the
    // erasure, and out of its reach until sent.
    const answer = side.mails.rows().find((row) => row.id === `privacy-answer-${id}`);
    expect(answer?.data).toMatchObject({
      email: JANE,
      mail: { to: JANE, subject: 'Your data was erased from site.test' },
    });
    expect((answer?.data as unknown as { mail: { text: string } }).mail.text).toContain(
      'We no longer hold this address',
    );
    expect(await side.telemetry.errorsMentioning(JANE)).toEqual([]);
    expect(await side.telemetry.errorsMentioning(encodeURIComponent(JANE))).toEqual([]);
    const request = await side.store.get(id);
    expect(request).toMatchObject({ address: null, fulfilledBy: 'owner@rooted.example' });

    const [proof] = await side.store.proofs(5);
    expect(proof).toMatchObject({ by: 'owner@rooted.example', requestId: id });
    expect(hashAddress(JANE, proof!.salt).addressHash).toBe(proof!.addressHash);
    expect(JSON.stringify(proof)).not.toContain('jane');
    const trail = await side.desk.audit({ limit: 10 });
    expect(trail[0]).toMatchObject({ action: 'privacy-erased' });
    expect(trail[0]?.detail).toContain(proof!.addressHash.slice(0, 12));
    expect(JSON.stringify(trail)).not.toContain(JANE);
    // Answered and erased: the request's address is gone, so the link and the routes say so.
    expect((await side.owner.post(`/api/admin/desk/privacy/requests/${id}/erase`)).status).toBe(410);
    const section = (await (await side.owner.get('/api/admin/desk/privacy')).json()) as {
      erasuresWaitingForOmnisend: number;
    };
    expect(section.erasuresWaitingForOmnisend).toBe(1);
  });

  it('erases and downloads an address given by email or phone, with the address only in the body', async () => {
    const side = await privacySide();
    await side.seedJane();
    const download = await side.owner.post('/api/admin/desk/privacy/export', { email: JANE, format: 'json' });
    expect(((await download.json()) as { leads: unknown[] }).leads).toHaveLength(1);
    expect(
      (await side.owner.post('/api/admin/desk/privacy/export', { email: 'not an address', format: 'json' })).status,
    ).toBe(400);
    expect((await side.owner.post('/api/admin/desk/privacy/erase', { email: JANE, extra: 1 })).status).toBe(400);
    const erased = (await (await side.owner.post('/api/admin/desk/privacy/erase', { email: JANE })).json()) as {
      leads: number;
    };
    expect(erased.leads).toBe(1);
    const [proof] = await side.store.proofs(1);
    expect(proof?.requestId).toBeNull();
    expect((await side.desk.audit({ limit: 1 }))[0]?.detail).toContain('a request received by email or phone');
  });

  it('answers nobody without a session', async () => {
    const side = await privacySide();
    const anonymous = await testAdmin(
      defaultSiteContent,
      {},
      {
        rooms: {
          privacy: privacyRoom({
            service: side.service,
            personalData: createMemoryPersonalData({ outbox: side.outbox }),
          }),
        },
      },
    );
    for (const path of ['/api/admin/desk/privacy', '/api/admin/desk/privacy/requests/x/export.json'])
      expect((await anonymous.call(path)).status, path).toBe(401);
    expect(
      (
        await anonymous.call('/api/admin/desk/privacy/erase', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"email":"${JANE}"}`,
        })
      ).status,
    ).toBe(401);
  });
});

describe('the deadline and the requests’ retention', () => {
  it('is the same day of the next month, or its last day', () => {
    expect(new Date(deadlineOf(Date.parse('2026-01-31T10:00:00Z'))).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(deadlineOf(Date.parse('2026-03-15T08:00:00Z'))).toISOString()).toBe('2026-04-15T08:00:00.000Z');
    expect(new Date(deadlineOf(Date.parse('2026-12-31T23:00:00Z'))).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('deletes unconfirmed requests a day after their link expired and clears answered ones’ address after 30 days, keeping the young ones', async () => {
    const side = await privacySide();
    await side.visitor(`request=access&email=old@example.org`, {}, '203.0.113.10');
    const unconfirmedOld = (await side.linkOfLastRequest()).request.id;
    await side.visitor(`request=access&email=${JANE}`, {}, '203.0.113.11');
    const answered = await side.linkOfLastRequest();
    await side.open(answered.url);
    await side.owner.get(`/api/admin/desk/privacy/requests/${answered.request.id}/export.json`);

    side.clock.now = T0 + 3 * DAY + 1;
    await side.visitor(`request=access&email=young@example.org`, {}, '203.0.113.12');
    const unconfirmedYoung = (await side.linkOfLastRequest()).request.id;
    expect(await side.service.sweep()).toBe(1);
    expect(await side.store.get(unconfirmedOld)).toBeNull();
    expect(await side.store.get(unconfirmedYoung)).not.toBeNull();
    expect((await side.store.get(answered.request.id))?.address).toBe(JANE);

    side.clock.now = T0 + ANSWERED_REQUEST_KEEP_MS + 1;
    await side.service.sweep();
    expect((await side.store.get(answered.request.id))?.address).toBeNull();
  });
});
