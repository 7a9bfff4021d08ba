import type { OpenRequest } from './front-page-types';

/** A day as the owner's browser writes it ("8 February 2026"). */
export const day = (at: number) => new Date(at).toLocaleDateString(undefined, { dateStyle: 'long' });

/** How long is left to answer a request, in her words. */
export function timeLeft(daysLeft: number): string {
  if (daysLeft < 0) return `${-daysLeft} day${daysLeft === -1 ? '' : 's'} late`;
  if (daysLeft === 0) return 'less than a day left';
  return `${daysLeft} day${daysLeft === 1 ? '' : 's'} left`;
}

/** What a request asks for. */
export const requestWords = (request: Pick<OpenRequest, 'kind'>) =>
  request.kind === 'erasure' ? 'Someone asked you to erase their data' : 'Someone asked for a copy of their data';

/** The line under a request: the date the law gives and what is left of it. */
export const dueWords = (request: Pick<OpenRequest, 'deadline' | 'daysLeft'>) =>
  `Answer by ${day(request.deadline)} (${timeLeft(request.daysLeft)}).`;

/** A count with its noun. */
export const counted = (n: number, noun: string, more = false) =>
  `${n}${more ? ' or more' : ''} ${noun}${n === 1 && !more ? '' : 's'}`;

/**
 * A `mailto:` link that answers a visitor: her mail program opens with the address and a subject
 * naming the site, so the visitor knows what the answer is about.
 */
export function replyLink(email: string, siteName: string | undefined): string {
  const subject = `Re: your message to ${siteName?.trim() || 'us'}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
