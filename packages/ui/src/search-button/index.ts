export { SearchButton, type SearchButtonProps, type SearchButtonText } from './search-button';
export { isTypingTarget, useSearchShortcut } from './use-search-shortcut';
