import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CloseIcon } from '../internal/icons';
import { SearchResults } from './search-results';
import { filterSearchEntries, type SearchEntry } from './search-filter';
import { SearchIcon } from './search-icons';
import { SEARCH_TEXT, type SearchText } from './search-text';

/** Props of {@link SearchDialog}: controlled open state, the entries to search and what happens on a pick. */
export interface SearchDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with the new state when the dialog asks to open or close (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Everything the search can find, in the order shown when nothing is typed. */
  entries: readonly SearchEntry[];
  /** Called after the dialog has closed (scroll lock released), with the chosen entry. */
  onSelect: (entry: SearchEntry) => void;
  /** Focus goes back here on close (the header button), whatever opened the dialog. */
  triggerRef?: RefObject<HTMLElement | null>;
  /**
   * Called as the dialog opens and focuses its input. Text it returns becomes the query: what the
   * visitor typed while the dialog's code was still loading (the site keeps those keystrokes).
   */
  takeTypedText?: () => string;
  /** The dialog's own words in your language; every part left out keeps its English default ({@link SEARCH_TEXT}). */
  text?: Partial<SearchText>;
}

/**
 * The site search: a Radix modal dialog around a combobox input and a grouped
 * listbox. DOM focus stays in the input; the active option is announced through
 * aria-activedescendant, and one persistent status line carries the result count.
 */
export function SearchDialog({
  open,
  onOpenChange,
  entries,
  onSelect,
  triggerRef,
  takeTypedText,
  text: ownText,
}: SearchDialogProps) {
  const text = { ...SEARCH_TEXT, ...ownText };
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const chosen = useRef<SearchEntry | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const results = useMemo(() => filterSearchEntries(entries, query), [entries, query]);
  const optionId = (entry: SearchEntry) => `${listId}-${entry.id}`;
  const activeEntry = results[Math.min(active, results.length - 1)];

  const changeQuery = (text: string) => {
    setQuery(text);
    setActive(0);
  };
  // A new query starts at the top of the list, where the best match is.
  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
  }, [query]);

  useEffect(() => {
    if (activeEntry) document.getElementById(optionId(activeEntry))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeEntry]);

  const changeOpen = (next: boolean) => {
    if (!next) changeQuery('');
    onOpenChange(next);
  };
  const choose = (entry: SearchEntry) => {
    chosen.current = entry;
    changeOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && results.length) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' && activeEntry) {
      event.preventDefault();
      choose(activeEntry);
    }
  };

  const fillQuery = (text: string) => {
    changeQuery(text);
    inputRef.current?.focus();
  };

  const status = !query.trim() ? '' : results.length ? text.results(results.length) : text.noResults(query);
  const chips = (
    <div className="mt-3 flex flex-wrap justify-center gap-2">
      {text.hints.map((hint) => (
        <button
          key={hint}
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => fillQuery(hint)}
          className="min-h-11 rounded-full bg-surface-muted px-4 text-sm font-medium text-accent ring-1 ring-line hover:bg-brand-tint"
        >
          {hint}
        </button>
      ))}
    </div>
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        {/* While the overlay is up the page cannot scroll, and the scroll lock pads the body by the
            scrollbar's width. A reserved scrollbar gutter (`scrollbar-gutter: stable`) would then stay
            as a bare strip beside the overlay, so the page drops it for as long as the overlay exists. */}
        <Dialog.Overlay
          data-print="hide"
          className="fixed inset-0 z-50 bg-brand-950/40 backdrop-blur-sm motion-safe:animate-[rooted-fade-in_150ms_ease-out] [:root:has(&)]:[scrollbar-gutter:auto]"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
            const typed = takeTypedText?.();
            if (typed) changeQuery(typed);
          }}
          onCloseAutoFocus={(event) => {
            const entry = chosen.current;
            chosen.current = null;
            if (triggerRef?.current) {
              event.preventDefault();
              triggerRef.current.focus();
            }
            if (entry) onSelect(entry);
          }}
          className="fixed inset-x-3 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-xl flex-col overflow-hidden rounded-card bg-card shadow-2xl shadow-brand-950/20 ring-1 ring-line sm:top-[12vh] motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
        >
          <Dialog.Title className="sr-only">{text.title}</Dialog.Title>
          <div className="flex items-center gap-1 border-b border-line px-4">
            <SearchIcon className="shrink-0 text-ink-muted" />
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label={text.input}
              aria-expanded={results.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={text.input}
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              onKeyDown={onKeyDown}
              // The site's focus outline, drawn inside the box: the dialog clips anything outside it.
              className="h-14 min-w-0 flex-1 rounded-control bg-transparent px-2 text-base text-ink focus-visible:-outline-offset-4 placeholder:text-ink-muted/70 [&::-webkit-search-cancel-button]:hidden"
            />
            <Dialog.Close className="-mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink">
              <CloseIcon width={20} height={20} />
              <span className="sr-only">{text.close}</span>
            </Dialog.Close>
          </div>
          <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            <SearchResults
              id={listId}
              results={results}
              activeId={activeEntry ? optionId(activeEntry) : undefined}
              optionId={optionId}
              onHover={(entry) => setActive(results.indexOf(entry))}
              onChoose={choose}
              text={text}
            />
            {!query.trim() ? (
              <div className="px-4 py-8 text-center">
                <p className="text-sm text-ink-muted">{text.empty}</p>
                {chips}
              </div>
            ) : results.length === 0 ? (
              <div className="px-4 py-8 text-center">
                <p className="text-sm text-ink-muted">{text.noResults(query)}</p>
                {chips}
              </div>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {status}
          </p>
          <p
            aria-hidden="true"
            className="hidden gap-4 border-t border-line bg-surface px-4 py-2.5 text-xs text-ink-muted [@media(pointer:fine)]:flex"
          >
            <span>
              <kbd className="font-sans font-semibold">↵</kbd> {text.select}
            </span>
            <span>
              <kbd className="font-sans font-semibold">↑↓</kbd> {text.move}
            </span>
            <span>
              <kbd className="font-sans font-semibold">esc</kbd> {text.dismiss}
            </span>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
