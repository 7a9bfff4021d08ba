export { SearchButton, type SearchButtonProps } from './search-button';
export { isTypingTarget, useSearchShortcut } from './use-search-shortcut';
