import { useSyncExternalStore, type Ref } from 'react';

const noSubscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/**
 * The search button's words. Each part left out keeps its English default, written in the
 * component itself: the button is in every page's first download, where an object of defaults
 * merged at render would cost bytes for nothing.
 */
export interface SearchButtonText {
  /** The button's name, shown beside the icon from 768 px. English: 'Search'. */
  search: string;
  /** The shortcut hint off Apple devices. English: 'Ctrl K'. */
  shortcut: string;
}

/** Props of {@link SearchButton}: the click handler that opens the search, and whether it is open (`aria-expanded`). */
export interface SearchButtonProps {
  /** Opens the search. */
  onClick: () => void;
  /** The button, for the search dialog to return focus to (its `triggerRef`). */
  ref?: Ref<HTMLButtonElement>;
  /** Whether the search is open (`aria-expanded`). */
  expanded?: boolean;
  /** The button's words in your language; every part left out stays English ({@link SearchButtonText}). */
  text?: Partial<SearchButtonText>;
}

/**
 * The header's search trigger, always visible, with its shortcut hint. The hint says 'Ctrl K'
 * in the prerendered HTML and switches to '⌘K' on Apple devices after hydration.
 */
export function SearchButton({ onClick, ref, expanded, text }: SearchButtonProps) {
  const apple = useSyncExternalStore(noSubscribe, isApple, () => false);

  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-medium text-ink-muted ring-1 ring-line hover:bg-card hover:text-accent md:justify-start md:bg-card/70 md:pl-3.5 md:pr-2"
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <span className="sr-only md:not-sr-only">{text?.search ?? 'Search'}</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded-md bg-surface-muted px-1.5 py-0.5 font-sans text-xs font-semibold text-ink-muted ring-1 ring-line md:inline"
      >
        {apple ? '⌘K' : (text?.shortcut ?? 'Ctrl K')}
      </kbd>
    </button>
  );
}
