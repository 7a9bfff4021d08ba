/** One thing the search can find: a page (path) or a home section (#anchor). */
export interface SearchEntry {
  id: string;
  title: string;
  type: 'Page' | 'Section';
  /** '/docs' for a page, '#about' for a home section. */
  href: string;
  description?: string;
  /** A few extra words that should find the entry, e.g. 'apply' → Join Us. */
  keywords?: string[];
}

/** Lower-case, accents folded ('Café' → 'cafe'), trimmed, inner spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Lower is better: title prefix, word prefix in title, title substring, then type or keyword. */
function rank(entry: SearchEntry, query: string): number {
  const title = foldText(entry.title);
  if (title.startsWith(query)) return 0;
  if (title.split(' ').some((word) => word.startsWith(query))) return 1;
  if (title.includes(query)) return 2;
  if (foldText(entry.type).includes(query)) return 3;
  // Keywords match from the start of one of their words, so 'in' does not find 'grooming'.
  const keywordHit = (keyword: string) => (' ' + foldText(keyword)).includes(' ' + query);
  if ((entry.keywords ?? []).some(keywordHit)) return 4;
  return -1;
}

const TYPE_ORDER: Record<SearchEntry['type'], number> = { Section: 0, Page: 1 };

/**
 * Case-insensitive substring match on title or type, plus keywords, with accents
 * folded. Results keep a fixed group order (Sections, then Pages); within a group the best
 * match comes first and ties keep the index order. An empty query finds nothing.
 */
export function filterSearchEntries(entries: readonly SearchEntry[], rawQuery: string): SearchEntry[] {
  const query = foldText(rawQuery);
  if (!query) return [];
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry, query) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => TYPE_ORDER[a.entry.type] - TYPE_ORDER[b.entry.type] || a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.entry);
}

/** The English status line for screen readers: '3 results', '1 result' or the no-match text (`SEARCH_TEXT.results` and `noResults`). */
export function searchStatusText(query: string, count: number): string {
  if (!query.trim()) return '';
  if (count === 0) return noResultsText(query);
  return resultsText(count);
}

/** '3 results' or '1 result': the English default of `SEARCH_TEXT.results`. */
export const resultsText = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** 'No results found for "{query}"': the English default of `SEARCH_TEXT.noResults`. */
export function noResultsText(query: string): string {
  return `No results found for "${query.trim()}"`;
}

/** What the search shows before anything is typed: the English default of `SEARCH_TEXT.empty`. */
export const SEARCH_EMPTY_TEXT = 'Start typing to search...';
/** The hint chips under an empty query: the English default of `SEARCH_TEXT.hints`. */
export const SEARCH_HINTS = ['About', 'Ventures', 'Community', 'Join'] as const;
