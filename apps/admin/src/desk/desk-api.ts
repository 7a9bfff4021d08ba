import { call } from '../api';
// The wire types are the server's own (a file that imports nothing), so both sides agree.
import type { AuditEntry, HealthLine, LeadView } from './desk-types';

export type { AuditEntry, HealthLine, LeadView };

/** The Leads section's filter, as it stands in the URL's query. */
export interface LeadFilter {
  form?: string;
  standing?: string;
  q?: string;
}

/** The filter as a query string (empty values left out). */
export function filterQuery(filter: LeadFilter & { after?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}

/** The desk's calls to the site server (session cookie; writes carry the CSRF token). */
export const deskApi = {
  health: () => call<{ lines: HealthLine[] }>('/api/admin/desk/health'),
  leads: (filter: LeadFilter & { after?: string }) => call<{ leads: LeadView[]; next: string | null }>(`/api/admin/desk/leads?${filterQuery(filter)}`),
  exportUrl: (filter: LeadFilter) => `/api/admin/desk/leads.csv?${filterQuery(filter)}`,
  requeue: (target: { id: string } | { reason: string }, csrfToken: string) =>
    call<{ requeued: number }>('/api/admin/desk/leads/requeue', { method: 'POST', body: JSON.stringify(target) }, csrfToken),
  markHandled: (id: string, csrfToken: string) => call<{ ok: true }>(`/api/admin/desk/leads/${encodeURIComponent(id)}/handled`, { method: 'POST' }, csrfToken),
  activity: () => call<{ entries: AuditEntry[] }>('/api/admin/desk/activity'),
};

/** A time as the owner's browser writes it. */
export const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
