import { noResultsText, resultsText, SEARCH_EMPTY_TEXT, SEARCH_HINTS } from './search-filter';

/**
 * The search dialog's own words (the entries come in as props). English by default; a site in
 * another language passes its own through `SearchDialog`'s `text`. Functions where the words
 * surround a value, because word order differs between languages.
 */
export const SEARCH_TEXT = {
  /** The dialog's name, read by screen readers as it opens. */
  title: 'Search the site',
  /** The input's name and its placeholder. */
  input: 'Search pages and sections',
  /** The close button's name. */
  close: 'Close search',
  /** Shown before anything is typed. */
  empty: SEARCH_EMPTY_TEXT,
  /** The chips under an empty query or a miss; a press fills the query with one. */
  hints: SEARCH_HINTS as readonly string[],
  /** Shown and announced when nothing matches. */
  noResults: noResultsText,
  /** The announced count of matches (more than none). */
  results: resultsText,
  /** The name of the results list. */
  list: 'Search results',
  /** The heading over the home page's sections among the results. */
  sections: 'Sections',
  /** The heading over the pages among the results. */
  pages: 'Pages',
  /** The tag on a section's result. */
  section: 'Section',
  /** The tag on a page's result. */
  page: 'Page',
  /** The keyboard hints under the list (devices with a fine pointer). */
  select: 'select',
  move: 'move',
  dismiss: 'close',
};

/** The search dialog's words; pass a part through `SearchDialog`'s `text` to replace it. */
export type SearchText = typeof SEARCH_TEXT;
