export { SearchDialog, type SearchDialogProps } from './search-dialog';
export { SEARCH_TEXT, type SearchText } from './search-text';
export {
  filterSearchEntries,
  foldText,
  noResultsText,
  searchStatusText,
  SEARCH_EMPTY_TEXT,
  SEARCH_HINTS,
  type SearchEntry,
} from './search-filter';
