import { answer, csrf, owner } from '../owner-client';
// The wire types are the server's own (a file that imports nothing), so both sides agree.
import type { AuditEntry, CorrectableField, CorrectionResult, HealthLine, LeadView } from './desk-types';

export type { AuditEntry, CorrectableField, CorrectionResult, HealthLine, LeadView };

/** A correction's answer: what it did, or (400) the server's words for each field it refused. */
export type CorrectionAnswer = CorrectionResult | { error: string; fields?: Record<string, string[]> };

/** The Leads section's filter, as it stands in the URL's query. */
export interface LeadFilter {
  form?: string;
  standing?: string;
  q?: string;
  /** `no`: only the messages not handled yet. */
  handled?: string;
}

/** The filter as a query string (empty values left out). */
export function filterQuery(filter: LeadFilter & { after?: string }): string {
  return new URLSearchParams(queryOf(filter)).toString();
}

/** The filter's values that are set. */
const queryOf = (filter: LeadFilter & { after?: string }): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** A lead's own routes (the id's pattern is the server's, checked by the type). */
const lead = (id: string) => ({ param: { id } });
const leads = owner.desk.leads[':id{[\\w-]{1,64}}'];

/** The desk's calls to the site server (session cookie; writes carry the CSRF token). */
export const deskApi = {
  health: () => answer(owner.desk.health.$get()),
  leads: (filter: LeadFilter & { after?: string }) => answer(owner.desk.leads.$get({ query: queryOf(filter) })),
  exportUrl: (filter: LeadFilter) => owner.desk['leads.csv'].$path({ query: queryOf(filter) }),
  requeue: (target: { id: string } | { reason: string }, csrfToken: string) =>
    answer(owner.desk.leads.requeue.$post({ json: target }, csrf(csrfToken))),
  markHandled: (id: string, csrfToken: string) => answer(leads.handled.$post(lead(id), csrf(csrfToken))),
  unmarkHandled: (id: string, csrfToken: string) => answer(leads.handled.$delete(lead(id), csrf(csrfToken))),
  correct: (id: string, fields: Record<string, string>, csrfToken: string) =>
    answer(leads.correct.$post({ ...lead(id), json: fields }, csrf(csrfToken)), [400]),
  deleteDead: (id: string, csrfToken: string) => answer(leads.$delete(lead(id), csrf(csrfToken))),
  activity: () => answer(owner.desk.activity.$get({ query: {} })),
};

/** A time as the owner's browser writes it. */
export const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
