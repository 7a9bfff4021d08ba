// @vitest-environment node
/**
 * The owners' notices by email: each owner gets what they chose (each event, a daily summary,
 * nothing); a contact message arrives with its text and the visitor as reply-to; a privacy
 * request's reminders go out at seven days left and on each of its last two days, once each
 * however often the watch runs; nothing is queued while no mail server is set up.
 */
import {
  createMemoryOutbox,
  type LeadData,
  type ListedLead,
  type NewLead,
  type QueuedLead,
} from '@rooted/lead-capture';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import { createSqliteOwnerSettings } from '../desk/owner-settings';
import type { PrivacyRequest } from '../privacy/privacy-store';
import { deadlineOf } from '../privacy/privacy-service';
import { mailOf } from './mail-job';
import { createOwnerNotices, emailChoiceKey } from './owner-notices';
import { createOwnerWatch } from './owner-watch';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const OWNERS = [
  { id: 1, email: 'ann@rooted.example' },
  { id: 2, email: 'bob@rooted.example' },
  { id: 3, email: 'cy@rooted.example' },
];
const MESSAGE: LeadData = {
  kind: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'general',
  message: 'Could we talk about seeds?',
} as LeadData;

async function side(configured = true) {
  const clock = { now: T0 };
  const outbox = createMemoryOutbox();
  const mail = {
    configured,
    queue: async (job: NewLead) => void (await outbox.add(job, { idempotencySince: clock.now - 3 * DAY })),
  };
  const settings = createSqliteOwnerSettings(openSiteDatabase(':memory:'));
  await settings.set(emailChoiceKey('bob@rooted.example'), { value: 'daily', at: T0, owner: 'bob@rooted.example' });
  await settings.set(emailChoiceKey('cy@rooted.example'), { value: 'off', at: T0, owner: 'cy@rooted.example' });
  const accounts = { list: async () => OWNERS };
  const notices = createOwnerNotices({
    mail,
    accounts,
    settings,
    publicUrl: 'https://rooted.example',
    now: () => clock.now,
  });
  const requests: PrivacyRequest[] = [];
  const leads: ListedLead[] = [];
  const idle = { status: () => ({ state: 'running' as const, pause: null }) };
  const watch = createOwnerWatch({
    notices,
    mail,
    accounts,
    settings,
    privacy: { confirmed: async () => requests },
    leads: { worker: idle, outbox: { counts: async () => ({ pending: 0, delivering: 0, delivered: 0, dead: 0 }) } },
    leadList: { listLeads: async () => ({ leads, next: null }) },
    webhook: { worker: idle },
    publicUrl: 'https://rooted.example',
    now: () => clock.now,
    deadline: deadlineOf,
  });
  const mails = () => outbox.rows().map((row) => mailOf(row as unknown as QueuedLead)!);
  return { clock, notices, watch, mails, requests, leads };
}

describe("the owners' notices", () => {
  it('mail a contact message to each owner who wants each event, with its text and the visitor to reply to', async () => {
    const { notices, mails } = await side();
    await notices.notifyOwners({ kind: 'lead', data: MESSAGE });
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail).toMatchObject({
      to: 'ann@rooted.example',
      replyTo: 'ada@example.org',
      subject: 'New message from Ada Lovelace: General Inquiry',
    });
    expect(mail!.text).toContain('Could we talk about seeds?');
    expect(mail!.text).toContain(
      `mailto:ada@example.org?subject=${encodeURIComponent('Re: New message from Ada Lovelace: General Inquiry')}`,
    );
  });

  it('queue nothing while no mail server is set up', async () => {
    const { notices, watch, mails, requests } = await side(false);
    await notices.notifyOwners({ kind: 'lead', data: MESSAGE });
    requests.push({
      id: 'r1',
      kind: 'erasure',
      address: 'x@example.org',
      requestedAt: T0,
      expiresAt: T0,
      confirmedAt: T0 - 25 * DAY,
      fulfilledAt: null,
      fulfilledBy: null,
      answerSentAt: null,
    });
    await watch.check();
    expect(mails()).toEqual([]);
  });

  it('remind at seven days left and on each of the last two days, once each', async () => {
    const { clock, watch, mails, requests } = await side();
    const confirmedAt = T0 - 20 * DAY;
    const deadline = deadlineOf(confirmedAt);
    requests.push({
      id: 'r1',
      kind: 'erasure',
      address: 'x@example.org',
      requestedAt: confirmedAt,
      expiresAt: confirmedAt,
      confirmedAt,
      fulfilledAt: null,
      fulfilledBy: null,
      answerSentAt: null,
    });
    // Bob's daily summaries list the request too; the reminders are Ann's.
    const subjects = () =>
      mails()
        .filter((mail) => mail.to === 'ann@rooted.example')
        .map((mail) => mail.subject);
    clock.now = deadline - 9 * DAY;
    await watch.check();
    expect(subjects()).toEqual([]);
    clock.now = deadline - 7 * DAY + 1;
    await watch.check();
    await watch.check();
    clock.now = deadline - 5 * DAY;
    await watch.check();
    expect(subjects()).toEqual([expect.stringMatching(/^7 days left to answer a privacy request \(due /)]);
    clock.now = deadline - 2 * DAY + 1;
    await watch.check();
    clock.now = deadline - DAY + 1;
    await watch.check();
    await watch.check();
    expect(subjects().slice(1)).toEqual([expect.stringMatching(/^2 days left/), expect.stringMatching(/^Last day/)]);
    // Answered: no more reminders.
    requests[0] = { ...requests[0]!, fulfilledAt: clock.now };
    clock.now = deadline - 1000;
    await watch.check();
    expect(subjects()).toHaveLength(3);
  });

  it('send a daily summary, once a day, to the owners who chose it, and none on a day with nothing to tell', async () => {
    const { clock, watch, mails, leads } = await side();
    await watch.check();
    expect(mails()).toEqual([]);
    leads.push({
      id: 'l1',
      kind: 'contact',
      data: MESSAGE,
      createdAt: T0 - 3_600_000,
      state: 'delivered',
      attempts: 1,
      nextAttemptAt: 0,
    } as ListedLead);
    await watch.check();
    await watch.check();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({ to: 'bob@rooted.example', subject: 'Your site on Monday, 2 March 2026' });
    expect(mails()[0]!.text).toContain('Ada Lovelace <ada@example.org> wrote: Could we talk about seeds?');
    clock.now = T0 + DAY;
    leads[0] = { ...leads[0]!, createdAt: clock.now - 60_000 };
    await watch.check();
    expect(mails()).toHaveLength(2);
  });
});
