import type { LeadKind } from '@rooted/lead-capture';

const KIND_WORDS: Record<LeadKind, string> = {
  contact: 'contact message',
  newsletter: 'newsletter signup',
  join: 'join application',
  'exit-intent': 'signup from the exit popup',
};

/**
 * A lead as the activity trail names it: what it was and when it came ("the contact message
 * received 14 Nov 2023, 22:13 UTC"). The owner reads the trail; a lead's id is a code she never
 * sees anywhere else, and the address is the person's data, so neither is in it. The server does
 * not know the owner's time zone: the time says UTC.
 */
export function leadInWords(lead: { kind: LeadKind; createdAt: number }): string {
  const at = new Date(lead.createdAt).toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `the ${KIND_WORDS[lead.kind] ?? 'form submission'} received ${at} UTC`;
}
