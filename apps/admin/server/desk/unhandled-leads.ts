import {
  MAX_LEAD_PAGE,
  type LeadCursor,
  type LeadList,
  type LeadListQuery,
  type ListedLead,
} from '@rooted/lead-capture';
import { HANDLED_KINDS } from '../../src/desk/desk-types';
import type { DeskStore } from './desk-store';

/** Most leads one request reads looking for unhandled ones; the rest is the next page's. */
export const MAX_SCANNED = 2_000;

const answerable = (kind: string) => (HANDLED_KINDS as readonly string[]).includes(kind);

/**
 * The messages that wait for an answer (contact messages and join applications without a handled
 * mark), newest first. The marks live in the desk's store, apart from the leads, so the list reads
 * pages of leads and keeps the unmarked ones; `next` continues where it stopped.
 */
export async function unhandledLeads(
  leads: LeadList,
  store: Pick<DeskStore, 'handled'>,
  query: Omit<LeadListQuery, 'limit'> & { limit: number },
): Promise<{ leads: ListedLead[]; next: LeadCursor | null }> {
  const { limit, ...rest } = query;
  if (rest.kind && !answerable(rest.kind)) return { leads: [], next: null };
  const found: ListedLead[] = [];
  let after = rest.after;
  let scanned = 0;
  while (scanned < MAX_SCANNED) {
    const page = await leads.listLeads({ ...rest, limit: MAX_LEAD_PAGE, ...(after ? { after } : {}) });
    scanned += page.leads.length;
    const candidates = page.leads.filter((lead) => answerable(lead.kind));
    const marks = await store.handled(candidates.map((lead) => lead.id));
    for (const lead of candidates) {
      if (marks.has(lead.id)) continue;
      found.push(lead);
      if (found.length === limit) {
        const last = page.leads.at(-1);
        // More may follow when this page had leads after this one, or there is a next page.
        const more = lead !== last || page.next !== null;
        return { leads: found, next: more ? { createdAt: lead.createdAt, id: lead.id } : null };
      }
    }
    if (!page.next) return { leads: found, next: null };
    after = page.next;
  }
  return { leads: found, next: after ?? null };
}
