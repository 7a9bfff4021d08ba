// @vitest-environment node
/**
 * The watch's problem notices: the owner is emailed when delivery to Omnisend pauses, when leads
 * are given up, when the webhook pauses and when a backup fails or is late; once per episode
 * however many times the watch looks, and again once it recovered and failed anew.
 */
import {
  createMemoryOutbox,
  type DeliveryStatus,
  type LeadData,
  type NewLead,
  type QueuedLead,
} from '@rooted/lead-capture';
import { describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../database/site-db';
import type { BackupStatus } from '../desk/backups';
import { createSqliteOwnerSettings } from '../desk/owner-settings';
import { deadlineOf } from '../privacy/privacy-service';
import { mailOf } from './mail-job';
import { createOwnerNotices } from './owner-notices';
import { createOwnerWatch } from './owner-watch';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Before the summary's hour, so only problem notices go out.
const T0 = Date.parse('2026-03-02T03:00:00.000Z');
const RUNNING: DeliveryStatus = { state: 'running', pause: null };
const paused = (reason: string, since: number) =>
  ({ state: 'paused', pause: { reason, since, nextProbeAt: since + 60_000 } }) as DeliveryStatus;

function watched() {
  const clock = { now: T0 };
  const mails = createMemoryOutbox();
  const mail = {
    configured: true,
    queue: async (job: NewLead) => void (await mails.add(job, { idempotencySince: clock.now - 3 * DAY })),
  };
  const accounts = { list: async () => [{ id: 1, email: 'ann@rooted.example' }] };
  const settings = createSqliteOwnerSettings(openSiteDatabase(':memory:'));
  const notices = createOwnerNotices({
    mail,
    accounts,
    settings,
    publicUrl: 'https://rooted.example',
    now: () => clock.now,
  });
  const leads = createMemoryOutbox();
  const state = { delivery: RUNNING, webhook: RUNNING, backup: undefined as BackupStatus | undefined };
  const watch = createOwnerWatch({
    notices,
    mail,
    accounts,
    settings,
    privacy: { confirmed: async () => [] },
    leads: { worker: { status: () => state.delivery }, outbox: leads },
    leadList: leads,
    webhook: { worker: { status: () => state.webhook } },
    backups: () => state.backup,
    publicUrl: 'https://rooted.example',
    now: () => clock.now,
    deadline: deadlineOf,
  });
  const subjects = () => mails.rows().map((row) => mailOf(row as unknown as QueuedLead)!.subject);
  /** The watch looks `times` times, an hour apart. */
  const ticks = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      clock.now += HOUR;
      await watch.check();
    }
  };
  const giveUp = async (id: string) => {
    await leads.add({ id, createdAt: clock.now, data: { kind: 'newsletter', email: `${id}@example.org` } as LeadData });
    for (const lead of await leads.claimDue({ now: clock.now, leaseMs: 0, limit: 10 }))
      await leads.markDead(lead.id, lead.attempts, 'Omnisend said no', clock.now);
  };
  const deliverAll = async () => {
    await leads.requeueDead({}, clock.now);
    for (const lead of await leads.claimDue({ now: clock.now, leaseMs: 0, limit: 10 }))
      await leads.markDelivered(lead.id, lead.attempts, clock.now);
  };
  return { clock, state, subjects, ticks, giveUp, deliverAll };
}

describe("the watch's problem notices", () => {
  it('mail a paused delivery to Omnisend once per pause, and again for a pause after it recovered', async () => {
    const { clock, state, subjects, ticks } = watched();
    state.delivery = paused('Omnisend refused the API key (401)', clock.now);
    await ticks(5);
    expect(subjects()).toEqual(['New signups are not reaching Omnisend']);
    state.delivery = RUNNING;
    await ticks(2);
    state.delivery = paused('Omnisend did not answer', clock.now);
    await ticks(3);
    expect(subjects()).toEqual(['New signups are not reaching Omnisend', 'New signups are not reaching Omnisend']);
  });

  it('mail leads given up once, again when more are, not when some were sent again, and again after a new failure', async () => {
    const { subjects, ticks, giveUp, deliverAll } = watched();
    await giveUp('a');
    await ticks(4);
    expect(subjects()).toEqual(['1 signup could not be delivered']);
    await giveUp('b');
    await ticks(3);
    expect(subjects()).toEqual(['1 signup could not be delivered', '2 signups could not be delivered']);
    // Sent again and delivered: nothing to tell, and fewer is no news.
    await deliverAll();
    await ticks(3);
    await giveUp('c');
    await ticks(3);
    expect(subjects()).toEqual([
      '1 signup could not be delivered',
      '2 signups could not be delivered',
      '1 signup could not be delivered',
    ]);
  });

  it('mail a paused webhook once per pause, and again after it recovered and paused again', async () => {
    const { clock, state, subjects, ticks } = watched();
    state.webhook = paused('the webhook answered 500', clock.now);
    await ticks(6);
    state.webhook = RUNNING;
    await ticks(1);
    state.webhook = paused('the webhook answered 404', clock.now);
    await ticks(2);
    expect(subjects()).toEqual(['Your notification webhook is failing', 'Your notification webhook is failing']);
  });

  it('mail a failed backup once while it keeps failing, again after a good backup and a new failure, and a late one', async () => {
    const { clock, state, subjects, ticks } = watched();
    const good = clock.now - HOUR;
    const failing = () => ({
      kind: 'files' as const,
      last: { at: good, bytes: 100 },
      // Each hourly retry writes its own failure.
      failed: { at: clock.now, reason: 'No space left on device' },
      late: false,
    });
    state.backup = failing();
    for (let i = 0; i < 5; i += 1) {
      state.backup = failing();
      await ticks(1);
    }
    expect(subjects()).toEqual(['A backup of your site failed']);
    state.backup = { kind: 'files', last: { at: clock.now, bytes: 100 }, failed: undefined, late: false };
    await ticks(2);
    state.backup = { ...failing(), last: { at: clock.now - 2 * HOUR, bytes: 100 } };
    await ticks(2);
    expect(subjects()).toEqual(['A backup of your site failed', 'A backup of your site failed']);
    state.backup = { kind: 'files', last: { at: clock.now - 2 * DAY, bytes: 100 }, failed: undefined, late: true };
    await ticks(4);
    expect(subjects().slice(2)).toEqual(['Your site has not been backed up for a day']);
  });
});
