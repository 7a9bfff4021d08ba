import type { SearchEntry } from '@rooted/ui/search';

/**
 * Where the prerender writes the public stories' search entries (title, summary, tags as
 * keywords). The stories change with each publish while the JavaScript does not, so the search
 * reads them from this file when it first opens instead of from its built-in index.
 */
export const STORY_SEARCH_PATH = '/stories/search.json';

/** Where story pages are: an entry under it is a story (listed among the pages). */
export const STORY_PATH_PREFIX = '/stories/';

/** True for a story's entry: its page is HTML from the server, which the browser loads as a page. */
export const isStoryHref = (href: string) => href.startsWith(STORY_PATH_PREFIX);

const isStoryEntry = (value: unknown): value is SearchEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.title === 'string' &&
    entry.type === 'Page' &&
    typeof entry.href === 'string' &&
    isStoryHref(entry.href) &&
    (entry.description === undefined || typeof entry.description === 'string') &&
    (entry.keywords === undefined ||
      (Array.isArray(entry.keywords) && entry.keywords.every((keyword) => typeof keyword === 'string')))
  );
};

let loading: Promise<SearchEntry[]> | undefined;

/**
 * The stories' search entries, fetched once per page. Without the file (a development server, a
 * network error) the search still works, without stories; anything in it that is not a story
 * entry on the site is ignored.
 */
export function loadStoryEntries(fetcher: typeof fetch = fetch): Promise<SearchEntry[]> {
  loading ??= fetcher(STORY_SEARCH_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
    .then((data) => (Array.isArray(data) ? data.filter(isStoryEntry) : []))
    .catch(() => []);
  return loading;
}

/** Forgets the fetched entries (tests). */
export function resetStoryEntries(): void {
  loading = undefined;
}
