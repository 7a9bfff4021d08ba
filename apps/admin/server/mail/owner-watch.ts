import type { DeliveryWorker, LeadList, Outbox } from '@rooted/lead-capture';
import { backupProblem, type BackupStatusSource } from '../desk/backups';
import type { OwnerSettings } from '../desk/owner-settings';
import type { PrivacyStore } from '../privacy/privacy-store';
import type { OwnerAccounts } from '../sign-in/owners';
import { mailJob } from './mail-job';
import type { Mail } from './mail';
import { dayOf } from './owner-mail-text';
import { emailChoiceOf, type OwnerNotices } from './owner-notices';
import { summaryText } from './summary-text';
import { localClock, summaryTimeOf } from './summary-time';

const DAY_MS = 86_400_000;

/** What the watch reads. */
export interface OwnerWatchOptions {
  notices: OwnerNotices;
  mail: Pick<Mail, 'configured' | 'queue'>;
  accounts: Pick<OwnerAccounts, 'list'>;
  settings: OwnerSettings;
  privacy: Pick<PrivacyStore, 'confirmed'>;
  leads: { worker: Pick<DeliveryWorker, 'status'>; outbox: Pick<Outbox, 'counts'> };
  leadList: Pick<LeadList, 'listLeads'>;
  webhook: { worker: Pick<DeliveryWorker, 'status'> };
  /** The site's backups; absent, there are none to tell of. */
  backups?: BackupStatusSource | undefined;
  publicUrl: string;
  now?: () => number;
  deadline: (confirmedAt: number) => number;
}

/** Days left before `deadline`, counting today: 1 on the last day. */
export const daysLeft = (deadline: number, now: number) => Math.ceil((deadline - now) / DAY_MS);

/**
 * What no request raises by itself, checked every few minutes: a privacy request's deadline
 * coming (seven days left, then each of its last two days), delivery to Omnisend paused, leads
 * given up, the webhook failing, a backup failed or late, and each day's summary for owners who
 * chose one. Every notice carries a key naming its episode (a pause by when it began, a backup
 * failure by the last good backup before it), so each is mailed once however often (and on
 * however many instances) the watch runs, and again once it recovered and fails anew.
 */
export function createOwnerWatch(options: OwnerWatchOptions) {
  const now = options.now ?? Date.now;
  // Leads given up, as this instance last saw them: a notice when there are more, none when the
  // owner sent some again and fewer are left.
  let deadSeen = 0;

  async function openRequests() {
    return (await options.privacy.confirmed()).filter(
      (request) => request.fulfilledAt === null && request.address !== null && request.confirmedAt !== null,
    );
  }

  async function reminders(at: number) {
    for (const request of await openRequests()) {
      const deadline = options.deadline(request.confirmedAt!);
      const left = daysLeft(deadline, at);
      if (left > 7) continue;
      const stage = left > 2 ? 7 : Math.max(left, 1);
      await options.notices.notifyOwners(
        { kind: 'privacy-reminder', requestId: request.id, requestKind: request.kind, deadline, daysLeft: left },
        `reminder:${request.id}:${stage}`,
      );
    }
  }

  async function problems() {
    const delivery = options.leads.worker.status();
    if (delivery.state === 'paused' && delivery.pause) {
      await options.notices.notifyOwners(
        { kind: 'delivery-paused', reason: delivery.pause.reason },
        `paused:${delivery.pause.since}`,
      );
    }
    const dead = (await options.leads.outbox.counts()).dead;
    if (dead > deadSeen) {
      // The newest given up names the episode: sent again and delivered, a later one is news even at the same count.
      const newest = (await options.leadList.listLeads({ standing: 'dead', limit: 1 })).leads[0]?.id ?? '';
      await options.notices.notifyOwners({ kind: 'leads-dead', count: dead }, `dead:${newest}:${dead}`);
    }
    deadSeen = dead;
    const webhook = options.webhook.worker.status();
    if (webhook.state === 'paused' && webhook.pause) {
      await options.notices.notifyOwners(
        { kind: 'webhook-failing', problem: webhook.pause.reason },
        `webhook:${webhook.pause.since}`,
      );
    }
    const backup = backupProblem(await options.backups?.());
    if (backup?.kind === 'failed')
      await options.notices.notifyOwners(
        { kind: 'backup-failed', problem: backup.reason },
        `backup-failed:${backup.lastAt ?? 'none'}`,
      );
    if (backup?.kind === 'late')
      await options.notices.notifyOwners(
        { kind: 'backup-late', lastAt: backup.lastAt },
        `backup-late:${backup.lastAt}`,
      );
  }

  async function summaries(at: number) {
    // Each owner's summary goes with the first check after her hour on her own clocks, once on each of her days.
    const owners: { email: string; day: string; timeZone: string }[] = [];
    for (const owner of await options.accounts.list()) {
      if ((await emailChoiceOf(options.settings, owner.email)) !== 'daily') continue;
      const time = await summaryTimeOf(options.settings, owner.email);
      const clock = localClock(at, time.timeZone);
      if (clock.hour >= time.hour) owners.push({ email: owner.email, day: clock.day, timeZone: time.timeZone });
    }
    if (owners.length === 0) return;
    const page = await options.leadList.listLeads({ limit: 100 });
    const since = at - DAY_MS;
    const leads = page.leads.filter(
      (lead) => lead.createdAt >= since && (lead.kind === 'contact' || lead.kind === 'join'),
    );
    const requests = (await openRequests()).map((request) => ({
      kind: request.kind,
      deadline: options.deadline(request.confirmedAt!),
    }));
    const delivery = options.leads.worker.status();
    const text = summaryText({
      leads,
      requests,
      dead: (await options.leads.outbox.counts()).dead,
      deliveryPaused: delivery.state === 'paused' ? (delivery.pause?.reason ?? null) : null,
      adminUrl: new URL('/admin', options.publicUrl).href,
      now: at,
    });
    if (!text) return;
    for (const { email, day, timeZone } of owners) {
      const job = mailJob(
        `summary-${day}-${crypto.randomUUID()}`,
        email,
        { to: email, subject: `Your site on ${dayOf(at, timeZone)}`, text },
        at,
      );
      await options.mail.queue({ ...job, idempotencyKey: `summary:${day}:${email}` });
    }
  }

  /** One round of checks; resolves when done. Failures are the caller's to log. */
  async function check(): Promise<void> {
    if (!options.mail.configured) return;
    const at = now();
    await reminders(at);
    await problems();
    await summaries(at);
  }

  return {
    check,
    /** Checks now and every `everyMs`; returns the function that stops it. */
    start(everyMs = 10 * 60_000, onError: (error: unknown) => void = () => {}): () => void {
      const run = () => void check().catch(onError);
      run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
