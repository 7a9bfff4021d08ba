import { ApiError } from '../api';
import { answer, csrf, owner } from '../owner-client';
import type { ErasurePreview } from './privacy-types';

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

const request = (id: string) => ({ param: { id } });
// Read at the call: the client's module imports the app's API module for `read`.
const requests = () => owner.desk.privacy.requests[':id{[\\w-]{1,64}}'];

/** The Privacy section's calls (session cookie; writes carry the CSRF token; addresses only in bodies). */
export const privacyApi = {
  section: () => answer(owner.desk.privacy.$get()),
  downloadRequest: async (id: string, format: 'json' | 'csv') =>
    saveDownload(
      (await (format === 'json' ? requests()['export.json'] : requests()['export.csv']).$get(
        request(id),
      )) as unknown as Response,
    ),
  requestPreview: (id: string) => answer(requests().preview.$get(request(id))),
  eraseRequest: (id: string, csrfToken: string) => answer(requests().erase.$post(request(id), csrf(csrfToken))),
  preview: (email: string, csrfToken: string) =>
    answer(owner.desk.privacy.preview.$post({ json: { email } }, csrf(csrfToken))),
  erase: (email: string, csrfToken: string) =>
    answer(owner.desk.privacy.erase.$post({ json: { email } }, csrf(csrfToken))),
  exportAddress: async (email: string, format: 'json' | 'csv', csrfToken: string) =>
    saveDownload(
      (await owner.desk.privacy.export.$post({ json: { email, format } }, csrf(csrfToken))) as unknown as Response,
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
