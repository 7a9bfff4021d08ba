import { ApiError, call } from '../api';
import type { ErasureOutcomeView, ErasurePreview, PrivacySectionView } from './privacy-types';

/** Saves a download the server answered, under the name it gave. */
async function saveDownload(response: Response): Promise<void> {
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `The server answered ${response.status}.`, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has the file once the click is handled; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The Privacy section's calls (session cookie; writes carry the CSRF token; addresses only in bodies). */
export const privacyApi = {
  section: () => call<PrivacySectionView>('/api/admin/desk/privacy'),
  downloadRequest: async (id: string, format: 'json' | 'csv') =>
    saveDownload(
      await fetch(`/api/admin/desk/privacy/requests/${encodeURIComponent(id)}/export.${format}`, {
        credentials: 'same-origin',
      }),
    ),
  requestPreview: (id: string) =>
    call<{ preview: ErasurePreview }>(`/api/admin/desk/privacy/requests/${encodeURIComponent(id)}/preview`),
  eraseRequest: (id: string, csrfToken: string) =>
    call<ErasureOutcomeView>(
      `/api/admin/desk/privacy/requests/${encodeURIComponent(id)}/erase`,
      { method: 'POST' },
      csrfToken,
    ),
  preview: (email: string, csrfToken: string) =>
    call<{ preview: ErasurePreview }>(
      '/api/admin/desk/privacy/preview',
      { method: 'POST', body: JSON.stringify({ email }) },
      csrfToken,
    ),
  erase: (email: string, csrfToken: string) =>
    call<ErasureOutcomeView>(
      '/api/admin/desk/privacy/erase',
      { method: 'POST', body: JSON.stringify({ email }) },
      csrfToken,
    ),
  exportAddress: async (email: string, format: 'json' | 'csv', csrfToken: string) =>
    saveDownload(
      await fetch('/api/admin/desk/privacy/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        credentials: 'same-origin',
        body: JSON.stringify({ email, format }),
      }),
    ),
};

/** What will be deleted, in words. */
export function describePreview(preview: ErasurePreview): string[] {
  const line = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    line(
      preview.leads,
      'form submission (messages, signups, applications, in any delivery state)',
      'form submissions (messages, signups, applications, in any delivery state)',
    ),
    line(preview.signups, 'newsletter confirmation record', 'newsletter confirmation records'),
    line(
      preview.idempotencyKeys,
      'sent-twice guard (it stops a form resent after a dropped connection being stored twice)',
      'sent-twice guards (they stop a form resent after a dropped connection being stored twice)',
    ),
    line(
      preview.rateLimitKeys,
      'too-many-tries counter (it limits how often one address can send a form)',
      'too-many-tries counters (they limit how often one address can send a form)',
    ),
    line(preview.errorReports, 'error report naming the address', 'error reports naming the address'),
  ];
}
