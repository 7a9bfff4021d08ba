import type { Issue } from './draft-store';

/** The content API of our own server; every call is same-origin and sends the session cookie. */

export interface Session {
  email: string;
  csrfToken: string;
}
export interface VersionSummary {
  id: number;
  publishedBy: string;
  publishedAt: number;
  restoredFrom: number | null;
}
export type CheckResult = { ok: true } | { ok: false; issues: Issue[] };
export type PublishAnswer =
  | { ok: true; version: VersionSummary; pages: 'rendered' | 'not-rendered'; buildHook?: 'called' | 'failed' }
  | { ok: false; issues: Issue[] };

/** A failed request whose answer the owner should read (the server's own words). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function call<T>(
  path: string,
  init: RequestInit = {},
  csrfToken?: string,
  accept: number[] = [],
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (csrfToken) headers.set('x-csrf-token', csrfToken);
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  return read<T>(response, accept);
}

/**
 * The body of an answer. A 401 means the session ended (signed out elsewhere, or expired): back to
 * the sign-in page. Any other failure throws the server's own words, unless its status is in
 * `accept` (a refusal the screen shows, such as a correction's 400).
 */
export async function read<T>(response: Response, accept: readonly number[] = []): Promise<T> {
  if (response.status === 401) {
    // The session ended (signed out elsewhere, or expired): back to the sign-in page.
    window.location.assign('/admin/sign-in');
    throw new ApiError('Your session ended. Sign in again.', 401);
  }
  if (!response.ok && !accept.includes(response.status)) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `The server answered ${response.status}.`, response.status);
  }
  return (await response.json()) as T;
}

export const api = {
  session: () => call<Session>('/api/admin/session'),
  signOut: (csrfToken: string) =>
    fetch('/api/admin/session', {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrfToken },
      credentials: 'same-origin',
    }),
  content: () => call<{ version: number | null; content: Record<string, unknown> }>('/api/admin/content'),
  check: (content: unknown, csrfToken: string) =>
    call<CheckResult>(
      '/api/admin/content/validate',
      { method: 'POST', body: JSON.stringify({ content }) },
      csrfToken,
      [422],
    ),
  publish: (content: unknown, csrfToken: string) =>
    call<PublishAnswer>(
      '/api/admin/content/publish',
      { method: 'POST', body: JSON.stringify({ content }) },
      csrfToken,
      [422],
    ),
  versions: () => call<{ versions: VersionSummary[] }>('/api/admin/content/versions'),
  version: (id: number) =>
    call<VersionSummary & { content: Record<string, unknown> }>(`/api/admin/content/versions/${id}`),
  /** A story body as its page will show it, rendered by the server's own renderer and sanitiser. */
  storyPreview: (markdown: string, csrfToken: string) =>
    call<{ html: string }>(
      '/api/admin/stories/preview',
      { method: 'POST', body: JSON.stringify({ markdown }) },
      csrfToken,
    ),
  /** A story's whole page drawn by the site from the draft, in a theme: nothing is published. */
  storyPage: (content: Record<string, unknown>, slug: string, theme: 'light' | 'dark', csrfToken: string) =>
    call<{ ok: true; html: string } | { ok: false; issues: Issue[] }>(
      '/api/admin/content/story-preview',
      { method: 'POST', body: JSON.stringify({ content, slug, theme }) },
      csrfToken,
      [422],
    ),
  rollback: (id: number, csrfToken: string) =>
    call<PublishAnswer>(`/api/admin/content/versions/${id}/rollback`, { method: 'POST' }, csrfToken),
};
