import type { SiteContent } from '@rooted/site-content';

/** How often a visible tab asks for a newer publish. Publishes are rare; a visitor reading for minutes gets it within this. */
export const PUBLISHED_CHECK_MS = 3 * 60 * 1000;

/** Options of {@link startPublishedRefresh}. */
export interface PublishedRefreshOptions {
  /** The site's content this tab shows now (before any browser override): an equal answer applies nothing. */
  current(): SiteContent;
  /** Makes `content` the site's content; throws when it is not valid content (then nothing changed). */
  apply(content: SiteContent): void;
  /** Same-origin path of the server's published content. */
  path?: string;
  fetch?: typeof fetch;
  /** Whose `visibilityState` and `visibilitychange` decide when to ask; `document` by default. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Where `pageshow` (a page restored from the back/forward cache) is heard; `window` by default. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
  intervalMs?: number;
}

/** What one check did; returned for tests and never shown to visitors. */
export type CheckOutcome = 'applied' | 'unchanged' | 'hidden' | 'busy' | 'no-endpoint' | 'failed';

/**
 * Keeps an open tab's site content up to date with what owners publish: asks the server's
 * `GET /api/content` when the tab becomes visible again, when it is restored from the
 * back/forward cache, and every few minutes while it is visible (never while hidden), and
 * applies a different version as the site's content. Requests go to our own origin only.
 *
 * Without that endpoint (static hosting: a 404, or a page instead of JSON) it stops asking and
 * says nothing; a network error or a bad answer leaves the content as it is until the next check.
 * Returns the stop function and `check`, which runs one check now.
 */
export function startPublishedRefresh(options: PublishedRefreshOptions): {
  stop(): void;
  check(): Promise<CheckOutcome>;
} {
  const path = options.path ?? '/api/content';
  const get = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const doc = options.document ?? document;
  const win = options.window ?? window;
  let etag: string | undefined;
  let version: number | null | undefined;
  let gone = false;
  let busy = false;

  const ask = async (): Promise<CheckOutcome> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (etag) headers['if-none-match'] = etag;
    const response = await get(path, { headers, cache: 'no-cache', credentials: 'same-origin' });
    if (response.status === 304) return 'unchanged';
    if (response.status === 404 || response.status === 405 || response.status === 410) {
      gone = true;
      return 'no-endpoint';
    }
    if (!response.ok) return 'failed';
    // A static host that answers every path with a page has no such endpoint either.
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      gone = true;
      return 'no-endpoint';
    }
    const body = (await response.json()) as { version?: unknown; content?: unknown };
    if (typeof body !== 'object' || body === null || typeof body.content !== 'object' || body.content === null)
      return 'failed';
    const next = typeof body.version === 'number' ? body.version : null;
    if (version !== undefined && next === version) return 'unchanged';
    // The first answer usually equals what the page was rendered with; only a real change is applied.
    const changed = !sameValue(body.content, options.current());
    if (changed) options.apply(body.content as SiteContent);
    version = next;
    etag = response.headers.get('etag') ?? undefined;
    return changed ? 'applied' : 'unchanged';
  };

  const check = async (): Promise<CheckOutcome> => {
    if (gone) return 'no-endpoint';
    if (doc.visibilityState === 'hidden') return 'hidden';
    if (busy) return 'busy';
    busy = true;
    try {
      return await ask();
    } catch {
      // Offline, a bad JSON body, or content the schema refuses: keep what the tab shows.
      return 'failed';
    } finally {
      busy = false;
    }
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) void check();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pageshow', onPageShow);
  const timer = win.setInterval(() => void check(), options.intervalMs ?? PUBLISHED_CHECK_MS);
  return {
    check,
    stop() {
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pageshow', onPageShow);
      win.clearInterval(timer);
    },
  };
}

/**
 * Deep equality of JSON values, whatever the key order: the data file's order and the schema's
 * (what the server sends) differ, and a false "changed" would load every lazily hydrated part.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
