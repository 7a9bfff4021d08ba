import { call } from '../api';
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
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}

/** The desk's calls to the site server (session cookie; writes carry the CSRF token). */
export const deskApi = {
  health: () => call<{ lines: HealthLine[] }>('/api/admin/desk/health'),
  leads: (filter: LeadFilter & { after?: string }) =>
    call<{ leads: LeadView[]; next: string | null }>(`/api/admin/desk/leads?${filterQuery(filter)}`),
  exportUrl: (filter: LeadFilter) => `/api/admin/desk/leads.csv?${filterQuery(filter)}`,
  requeue: (target: { id: string } | { reason: string }, csrfToken: string) =>
    call<{ requeued: number }>(
      '/api/admin/desk/leads/requeue',
      { method: 'POST', body: JSON.stringify(target) },
      csrfToken,
    ),
  markHandled: (id: string, csrfToken: string) =>
    call<{ ok: true }>(`/api/admin/desk/leads/${encodeURIComponent(id)}/handled`, { method: 'POST' }, csrfToken),
  unmarkHandled: (id: string, csrfToken: string) =>
    call<{ ok: true }>(`/api/admin/desk/leads/${encodeURIComponent(id)}/handled`, { method: 'DELETE' }, csrfToken),
  correct: (id: string, fields: Record<string, string>, csrfToken: string) =>
    call<CorrectionAnswer>(
      `/api/admin/desk/leads/${encodeURIComponent(id)}/correct`,
      { method: 'POST', body: JSON.stringify(fields) },
      csrfToken,
      [400],
    ),
  deleteDead: (id: string, csrfToken: string) =>
    call<{ deleted: true }>(`/api/admin/desk/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }, csrfToken),
  activity: () => call<{ entries: AuditEntry[] }>('/api/admin/desk/activity'),
};

/** A time as the owner's browser writes it. */
export const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
