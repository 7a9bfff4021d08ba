import type { ListedLead, PrivacyRequestKind } from '@rooted/lead-capture';
import { dayOf } from './owner-mail-text';

/** What a day's summary reports. */
export interface SummaryFacts {
  /** Contact messages and join applications of the last day. */
  leads: readonly ListedLead[];
  /** Open privacy requests and their deadlines. */
  requests: readonly { kind: PrivacyRequestKind; deadline: number }[];
  dead: number;
  deliveryPaused: string | null;
  adminUrl: string;
  now: number;
}

const DAY_MS = 86_400_000;

/** The text of a day's summary, or null when there is nothing to tell (no mail is sent then). */
export function summaryText(facts: SummaryFacts): string | null {
  const lines: string[] = [];
  if (facts.leads.length > 0) {
    lines.push(`New in the last day (${facts.leads.length}):`);
    for (const lead of facts.leads) {
      const data = lead.data;
      if (!data) continue;
      const who = 'name' in data && data.name ? `${data.name} <${data.email}>` : data.email;
      const what = data.kind === 'join' ? 'applied to join' : 'wrote';
      const text =
        'message' in data && typeof data.message === 'string'
          ? `: ${data.message.slice(0, 200)}${data.message.length > 200 ? '…' : ''}`
          : '';
      lines.push(`- ${who} ${what}${text}`);
    }
    lines.push('');
  }
  if (facts.requests.length > 0) {
    lines.push(`Privacy requests to answer (${facts.requests.length}):`);
    for (const request of facts.requests) {
      const left = Math.ceil((request.deadline - facts.now) / DAY_MS);
      lines.push(
        `- ${request.kind === 'erasure' ? 'Erase their data' : 'Copy of their data'}: answer by ${dayOf(request.deadline)} (${left <= 1 ? 'last day' : `${left} days left`})`,
      );
    }
    lines.push('');
  }
  if (facts.deliveryPaused) lines.push(`Signups are not reaching Omnisend: ${facts.deliveryPaused}.`, '');
  if (facts.dead > 0)
    lines.push(
      `${facts.dead} ${facts.dead === 1 ? 'signup' : 'signups'} could not be delivered; send them again from Leads.`,
      '',
    );
  if (lines.length === 0) return null;
  return [...lines, `Open your site's pages: ${facts.adminUrl}`].join('\n');
}
