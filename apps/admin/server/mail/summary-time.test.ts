// @vitest-environment node
/**
 * The daily summary at the hour the owner chose on her own clocks: through the change to summer
 * time it still comes after that hour where she lives (an hour earlier in UTC), once a day; an
 * owner who never chose gets it after 07:00 UTC, as before.
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
import { deadlineOf } from '../privacy/privacy-service';
import { mailOf } from './mail-job';
import { createOwnerNotices, emailChoiceKey } from './owner-notices';
import { createOwnerWatch } from './owner-watch';
import { localClock, summaryTimeKey } from './summary-time';

const HOUR = 3_600_000;
const idle = { status: () => ({ state: 'running' as const, pause: null }) };

async function watchFor(owners: { email: string; time?: { hour: number; timeZone: string } }[]) {
  const clock = { now: 0 };
  const mails = createMemoryOutbox();
  const mail = {
    configured: true,
    queue: async (job: NewLead) => void (await mails.add(job, { idempotencySince: clock.now - 72 * HOUR })),
  };
  const settings = createSqliteOwnerSettings(openSiteDatabase(':memory:'));
  for (const owner of owners) {
    await settings.set(emailChoiceKey(owner.email), { value: 'daily', at: 0, owner: owner.email });
    if (owner.time)
      await settings.set(summaryTimeKey(owner.email), { value: JSON.stringify(owner.time), at: 0, owner: owner.email });
  }
  const accounts = { list: async () => owners.map((owner, id) => ({ id, email: owner.email })) };
  const notices = createOwnerNotices({ mail, accounts, settings, publicUrl: 'https://rooted.example' });
  // A message every day, so every summary has something to say.
  const lead = (): ListedLead =>
    ({
      id: `l-${clock.now}`,
      kind: 'contact',
      data: { kind: 'contact', name: 'Ada', email: 'ada@example.org', message: 'Hello' } as LeadData,
      createdAt: clock.now - HOUR,
      state: 'delivered',
      attempts: 1,
      nextAttemptAt: 0,
    }) as ListedLead;
  const watch = createOwnerWatch({
    notices,
    mail,
    accounts,
    settings,
    privacy: { confirmed: async () => [] },
    leads: { worker: idle, outbox: { counts: async () => ({ pending: 0, delivering: 0, delivered: 0, dead: 0 }) } },
    leadList: { listLeads: async () => ({ leads: [lead()], next: null }) },
    webhook: { worker: idle },
    publicUrl: 'https://rooted.example',
    now: () => clock.now,
    deadline: deadlineOf,
  });
  /** The watch looks every 10 minutes from `from` to `to` (ISO times); the summaries sent, as `to@UTC time`. */
  const run = async (from: string, to: string) => {
    for (clock.now = Date.parse(from); clock.now <= Date.parse(to); clock.now += 10 * 60_000) await watch.check();
    return mails
      .rows()
      .map((row) => ({ row, mail: mailOf(row as unknown as QueuedLead)! }))
      .map(({ row, mail }) => `${mail.to}@${new Date(row.createdAt).toISOString().slice(0, 16)}`);
  };
  return { run };
}

describe('the daily summary', () => {
  it('comes after her hour in her own zone on each side of the change to summer time, once a day', async () => {
    // Europe/London moves from GMT (UTC+0) to BST (UTC+1) at 01:00 UTC on Sunday 29 March 2026.
    const { run } = await watchFor([{ email: 'ann@rooted.example', time: { hour: 7, timeZone: 'Europe/London' } }]);
    expect(await run('2026-03-28T00:00Z', '2026-03-30T12:00Z')).toEqual([
      'ann@rooted.example@2026-03-28T07:00',
      // 07:00 in London is 06:00 UTC once summer time began.
      'ann@rooted.example@2026-03-29T06:00',
      'ann@rooted.example@2026-03-30T06:00',
    ]);
  });

  it('comes after 07:00 UTC to an owner who never chose an hour, and each owner on her own clock', async () => {
    // From midnight in New York, so her summary of 6 March (sent before the run) is not in it.
    const { run } = await watchFor([
      { email: 'bob@rooted.example' },
      { email: 'cy@rooted.example', time: { hour: 6, timeZone: 'America/New_York' } },
    ]);
    expect((await run('2026-03-07T05:00Z', '2026-03-09T23:50Z')).sort()).toEqual([
      'bob@rooted.example@2026-03-07T07:00',
      'bob@rooted.example@2026-03-08T07:00',
      'bob@rooted.example@2026-03-09T07:00',
      // New York: EST (UTC-5) until 2 a.m. on Sunday 8 March 2026, then EDT (UTC-4).
      'cy@rooted.example@2026-03-07T11:00',
      'cy@rooted.example@2026-03-08T10:00',
      'cy@rooted.example@2026-03-09T10:00',
    ]);
  });

  it('reads the hour and the day on the clocks of the zone', () => {
    expect(localClock(Date.parse('2026-03-29T00:30Z'), 'Europe/London')).toEqual({ hour: 0, day: '2026-03-29' });
    expect(localClock(Date.parse('2026-03-29T01:30Z'), 'Europe/London')).toEqual({ hour: 2, day: '2026-03-29' });
    expect(localClock(Date.parse('2026-03-29T01:30Z'), 'Pacific/Auckland')).toEqual({ hour: 14, day: '2026-03-29' });
    expect(localClock(Date.parse('2026-03-29T23:30Z'), 'UTC')).toEqual({ hour: 23, day: '2026-03-29' });
  });
});
