import type { LeadData, PrivacyRequestKind } from '@rooted/lead-capture';
import { subjectLabel } from '../desk/subject-label';
import type { MailMessage } from './mail-job';

/** Something the owners are told of by email. */
export type OwnerEvent =
  /** A contact message or join application (other forms are not mailed). */
  | { kind: 'lead'; data: LeadData }
  /** A privacy request was confirmed: the law gives a month to answer. */
  | { kind: 'privacy-request'; requestId: string; requestKind: PrivacyRequestKind; deadline: number }
  /** A confirmed request not answered yet, `daysLeft` before its deadline. */
  | { kind: 'privacy-reminder'; requestId: string; requestKind: PrivacyRequestKind; deadline: number; daysLeft: number }
  /** Delivery of leads to Omnisend paused, in plain words. */
  | { kind: 'delivery-paused'; reason: string }
  /** Leads whose delivery was given up. */
  | { kind: 'leads-dead'; count: number }
  /** The notification webhook keeps failing. */
  | { kind: 'webhook-failing'; problem: string }
  /** A backup did not complete. */
  | { kind: 'backup-failed'; problem: string }
  /** No backup for more than a day and a half, the last one made at `lastAt`. */
  | { kind: 'backup-late'; lastAt: number };

const REQUEST_WORDS: Record<PrivacyRequestKind, string> = {
  access: 'a copy of their data',
  erasure: 'the erasure of their data',
};

/** A date as an owner reads it: "Tuesday 3 March 2026" (on the clocks of `timeZone`). */
export function dayOf(at: number, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(at);
}

/** The mail of one event for one owner, links into `/admin` on `publicUrl`. */
export function ownerMail(event: OwnerEvent, to: string, publicUrl: string): MailMessage {
  const admin = (path: string) => new URL(`/admin${path}`, publicUrl).href;
  switch (event.kind) {
    case 'lead': {
      const data = event.data;
      const reply = (subject: string) => `mailto:${data.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
      if (data.kind === 'contact') {
        const subject = `New message from ${data.name}: ${subjectLabel(data.subject)}`;
        return {
          to,
          replyTo: data.email,
          subject,
          text: `${data.name} <${data.email}> wrote (${subjectLabel(data.subject)}):\n\n${data.message}\n\nReply to this mail to answer ${data.name}, or open ${reply(subject)}\nAll messages: ${admin('/leads')}`,
        };
      }
      if (data.kind === 'join') {
        const subject = `New join application from ${data.name}`;
        return {
          to,
          replyTo: data.email,
          subject,
          text: `${data.name} <${data.email}> of ${data.company} applied to join.\nRole: ${data.role}\nInterests: ${data.interests}\n\n${data.message}\n\nReply to this mail to answer ${data.name}, or open ${reply(subject)}\nAll applications: ${admin('/leads')}`,
        };
      }
      return { to, subject: `New ${data.kind} signup`, text: `A new ${data.kind} signup arrived.\n${admin('/leads')}` };
    }
    case 'privacy-request':
      return {
        to,
        subject: `A privacy request to answer by ${dayOf(event.deadline)}`,
        text: `Someone confirmed a request for ${REQUEST_WORDS[event.requestKind]}. The law gives you until ${dayOf(event.deadline)} to answer it.\n\nAnswer it in Privacy: ${admin('/privacy')}`,
      };
    case 'privacy-reminder': {
      const left = event.daysLeft <= 1 ? 'Last day' : `${event.daysLeft} days left`;
      return {
        to,
        subject: `${left} to answer a privacy request (due ${dayOf(event.deadline)})`,
        text: `A request for ${REQUEST_WORDS[event.requestKind]} is still open. The law gives you until ${dayOf(event.deadline)} to answer it.\n\nAnswer it in Privacy: ${admin('/privacy')}`,
      };
    }
    case 'delivery-paused':
      return {
        to,
        subject: 'New signups are not reaching Omnisend',
        text: `Delivery to Omnisend is paused: ${event.reason}. Signups are kept and will be sent once it works again.\n\nSee Health: ${admin('/health')}`,
      };
    case 'leads-dead':
      return {
        to,
        subject: `${event.count} ${event.count === 1 ? 'signup' : 'signups'} could not be delivered`,
        text: `${event.count} ${event.count === 1 ? 'signup was' : 'signups were'} given up after many tries. You can send them again from Leads.\n\n${admin('/leads')}`,
      };
    case 'webhook-failing':
      return {
        to,
        subject: 'Your notification webhook is failing',
        text: `Messages could not be posted to your webhook: ${event.problem}.\n\nCheck it in Settings: ${admin('/settings')}`,
      };
    case 'backup-failed':
      return {
        to,
        subject: 'A backup of your site failed',
        text: `The latest backup did not complete: ${event.problem}.\n\n${admin('')}`,
      };
    case 'backup-late':
      return {
        to,
        subject: 'Your site has not been backed up for a day',
        text: `The last backup was made on ${dayOf(event.lastAt)}; one is made every day. Ask whoever runs the server to check that the site is running.\n\nSee Health: ${admin('/health')}`,
      };
  }
}
