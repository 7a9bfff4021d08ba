// @vitest-environment node
import { createMemoryOutbox, type DeliveryStatus, type LeadData } from '@rooted/lead-capture';
import { defaultSiteContent } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import type { FrontPageView } from '../../src/front-page/front-page-types';
import type { BackupStatus } from '../desk/backups';
import { openSiteDatabase } from '../database/site-db';
import { deskRoom } from '../desk/desk-routes';
import { frontPageRoom } from './front-page-route';
import { createSqliteDeskStore } from '../desk/desk-store';
import { createSqlitePrivacyStore } from '../privacy/privacy-store';
import { testAdmin } from '../test-support/owner-api';
import { daysLeft, type MailStatusSource } from './front-page-route';

const T0 = Date.UTC(2026, 0, 10, 9, 0);
const DAY = 86_400_000;

async function frontPage(
  options: { status?: DeliveryStatus; mail?: MailStatusSource; backups?: () => BackupStatus | undefined } = {},
) {
  const db = openSiteDatabase(':memory:');
  const outbox = createMemoryOutbox();
  const store = createSqliteDeskStore(db);
  const privacy = createSqlitePrivacyStore(db);
  const clock = { now: T0 };
  const deliveryStatus = () => options.status ?? { state: 'running' as const, pause: null };
  const desk = deskRoom({ outbox, leads: outbox, deliveryStatus, store, now: () => clock.now });
  const frontPage = frontPageRoom({
    leads: outbox,
    outbox,
    deliveryStatus,
    desk: store,
    privacy,
    now: () => clock.now,
    ...(options.mail ? { mail: options.mail } : {}),
    backups: options.backups,
  });
  const admin = await testAdmin(defaultSiteContent, {}, { clock, rooms: { desk, frontPage } });
  const { cookie, csrfToken } = await admin.session();
  const view = async () => {
    const response = await admin.call('/api/admin/front-page', { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as FrontPageView;
  };
  const send = (path: string, headers: Record<string, string> = { cookie, 'x-csrf-token': csrfToken }) =>
    admin.call(path, { method: 'POST', headers });
  const add = (id: string, createdAt: number, data: Partial<LeadData>) =>
    outbox.add({ id, createdAt, data: { kind: 'contact', email: `${id}@example.org`, ...data } as LeadData });
  const erasure = async (id: number, at: number) =>
    privacy.recordProof({
      addressHash: `hash-${id}`,
      salt: 'salt',
      at,
      by: 'owner@rooted.example',
      requestId: null,
      summary: '1 lead(s)',
    });
  const request = async (id: string, kind: 'access' | 'erasure', confirmedAt: number) => {
    await privacy.create({
      id,
      kind,
      address: `${id}@example.org`,
      requestedAt: confirmedAt - 1000,
      expiresAt: confirmedAt + DAY,
    });
    await privacy.confirm(id, confirmedAt);
  };
  return { admin, cookie, csrfToken, view, send, add, erasure, request, privacy, store, outbox, clock };
}

describe("the owner's front page", () => {
  it('answers nobody without a session', async () => {
    const { admin } = await frontPage();
    expect((await admin.call('/api/admin/front-page')).status).toBe(401);
  });

  it('counts the messages and join applications not handled, newest first, and leaves out signups and handled ones', async () => {
    const { view, add, send } = await frontPage();
    await add('message', T0 - 3000, { name: 'Ada', subject: 'general', message: 'Hello' });
    await add('application', T0 - 2000, { kind: 'join', name: 'Grace', role: 'founder' } as Partial<LeadData>);
    await add('signup', T0 - 1000, { kind: 'newsletter', firstName: 'Percy' } as Partial<LeadData>);
    let page = await view();
    expect(page.messages).toMatchObject({ count: 2, more: false });
    expect(page.messages.newest.map((message) => [message.id, message.form, message.name])).toEqual([
      ['application', 'Join application', 'Grace'],
      ['message', 'Contact', 'Ada'],
    ]);
    expect(page.badges.leads).toBe(2);
    expect((await send('/api/admin/desk/leads/message/handled')).status).toBe(200);
    page = await view();
    expect(page.messages.count).toBe(1);
    expect(page.badges.leads).toBe(1);
  });

  it('lists open privacy requests by their deadline, one month after confirmation, with the days left', async () => {
    const { view, request, privacy } = await frontPage();
    await request('late', 'access', Date.UTC(2025, 11, 8, 9, 0));
    await request('later', 'access', T0 - 2 * DAY);
    await request('sooner', 'erasure', T0 - 20 * DAY);
    await request('answered', 'access', T0 - 5 * DAY);
    await privacy.fulfil('answered', { at: T0, by: 'owner@rooted.example' });
    await privacy.create({
      id: 'unconfirmed',
      kind: 'access',
      address: 'u@example.org',
      requestedAt: T0,
      expiresAt: T0 + DAY,
    });
    const page = await view();
    expect(
      page.requests.map((open) => [open.id, open.kind, new Date(open.deadline).toISOString(), open.daysLeft]),
    ).toEqual([
      ['late', 'access', '2026-01-08T09:00:00.000Z', -2],
      ['sooner', 'erasure', '2026-01-21T09:00:00.000Z', 11],
      ['later', 'access', '2026-02-08T09:00:00.000Z', 29],
    ]);
    expect(page.badges.privacy).toBe(3);
  });

  it('keeps the Omnisend step of each erasure, through any number of readings, until it is ticked done', async () => {
    const { view, erasure, send, store, cookie } = await frontPage();
    await erasure(1, T0 - DAY);
    await erasure(2, T0);
    const steps = (await view()).steps;
    expect(steps.map((step) => step.key)).toEqual(['omnisend-delete-2', 'omnisend-delete-1']);
    expect(steps[0]!.text).toMatch(/^In Omnisend, open Audience, find the contact/);
    expect((await view()).steps).toHaveLength(2);

    // A tick needs the session's CSRF token, and names a step there is.
    expect((await send('/api/admin/front-page/steps/omnisend-delete-2/done', { cookie })).status).toBe(403);
    expect((await send('/api/admin/front-page/steps/omnisend-delete-2/done', {})).status).toBe(401);
    expect((await send('/api/admin/front-page/steps/omnisend-delete-99/done')).status).toBe(404);
    expect((await send('/api/admin/front-page/steps/something-else/done')).status).toBe(404);
    expect((await view()).steps).toHaveLength(2);

    expect((await send('/api/admin/front-page/steps/omnisend-delete-2/done')).status).toBe(200);
    const page = await view();
    expect(page.steps.map((step) => step.key)).toEqual(['omnisend-delete-1']);
    expect(page.badges.privacy).toBe(1);
    // Ticking again is harmless and records nothing twice.
    expect((await send('/api/admin/front-page/steps/omnisend-delete-2/done')).status).toBe(200);
    const ticks = (await store.audit({ limit: 10 })).filter((entry) => entry.action === 'step-done');
    expect(ticks).toHaveLength(1);
    expect(ticks[0]!.detail).not.toContain('@');
  });

  it('says email is not set up without the mail part, and passes on its pause when there is one', async () => {
    expect((await (await frontPage()).view()).email).toEqual({ configured: false, waiting: 0 });
    const paused = await frontPage({
      mail: { status: async () => ({ configured: true, paused: 'the mail server refused the password', waiting: 3 }) },
    });
    const page = await paused.view();
    expect(page.email).toEqual({ configured: true, paused: 'the mail server refused the password', waiting: 3 });
    expect(page.badges.home).toBe(1);
    const working = await frontPage({ mail: { status: () => ({ configured: true, waiting: 0 }) } });
    expect((await working.view()).badges.home).toBe(0);
  });

  it('shows a paused delivery and leads not delivered, with the way to them', async () => {
    const { view, add, outbox, clock } = await frontPage({
      status: {
        state: 'paused',
        pause: { reason: 'Omnisend refused the API key (401)', since: T0, nextProbeAt: T0 + 60_000 },
      } as DeliveryStatus,
      mail: { status: () => ({ configured: true, waiting: 0 }) },
    });
    await add('lost', T0, { name: 'Ada', subject: 'general', message: 'm' });
    for (const lead of await outbox.claimDue({ now: clock.now, leaseMs: 0, limit: 10 }))
      await outbox.markDead(lead.id, lead.attempts, 'Omnisend said no', clock.now);
    const page = await view();
    expect(page.deadLeads).toBe(1);
    expect(page.delivery.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Delivery to Omnisend is paused/),
      '1 lead could not be delivered.',
    ]);
    expect(page.delivery[1]!.link?.href).toBe('/admin/leads?standing=dead');
    // The message, the dead lead and the paused delivery.
    expect(page.badges.home).toBe(3);
  });

  it('lists a failed backup with why and the last good one, a late one, and nothing while backups work', async () => {
    const working = { configured: true, waiting: 0 };
    let status: BackupStatus | undefined = {
      kind: 'files',
      last: { at: T0 - DAY, bytes: 2048 },
      failed: { at: T0 - 60_000, reason: 'No space left on device' },
      late: false,
    };
    const { view } = await frontPage({ mail: { status: () => working }, backups: () => status });
    let page = await view();
    expect(page.backup).toEqual({
      kind: 'failed',
      at: T0 - 60_000,
      reason: 'No space left on device',
      lastAt: T0 - DAY,
    });
    expect(page.badges.home).toBe(1);
    status = { kind: 'files', last: { at: T0 - 2 * DAY, bytes: 2048 }, failed: undefined, late: true };
    page = await view();
    expect(page.backup).toEqual({ kind: 'late', lastAt: T0 - 2 * DAY });
    expect(page.badges.home).toBe(1);
    for (const fine of [
      { kind: 'files', last: { at: T0 - DAY, bytes: 2048 }, failed: undefined, late: false } as const,
      { kind: 'postgres' } as const,
      undefined,
    ]) {
      status = fine;
      page = await view();
      expect(page.backup).toBeNull();
      expect(page.badges.home).toBe(0);
    }
  });

  it('counts whole days left: 0 in the last 24 hours, negative once late', () => {
    expect(daysLeft(T0 + 30 * DAY, T0)).toBe(30);
    expect(daysLeft(T0 + 1, T0)).toBe(0);
    expect(daysLeft(T0 - 1, T0)).toBe(-1);
  });
});
