export { SEARCH_BUTTON_TEXT, SearchButton, type SearchButtonProps } from './search-button';
export { isTypingTarget, useSearchShortcut } from './use-search-shortcut';
