import { SearchButton, useSearchShortcut } from '@rooted/ui/search-button';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { keepOnFailure } from '../resilience/lazy-failure';
import { startTypeAhead } from '../overlays/type-ahead';
import { useOverlay } from '../overlays/use-overlay';

// The visitor asked for search: if its code is gone (a deploy), the page loads the new build.
const SearchOverlay = lazy(
  keepOnFailure(() => import('./search-overlay.lazy').then((m) => ({ default: m.SearchOverlay })), 'reload'),
);

/**
 * The header's search: the button and the Ctrl/Cmd+K and '/' shortcuts ship with the page; the
 * overlay's code is fetched the first time it opens.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Until the overlay has focused its input, what the visitor types is kept for it (type-ahead.ts).
  const show = useCallback(() => {
    startTypeAhead('search');
    setWanted(true);
    setOpen(true);
  }, []);
  const toggle = useCallback(() => {
    startTypeAhead('search'); // if this closes the search, useOverlay drops the capture again
    setWanted(true);
    setOpen((o) => !o);
  }, []);
  useSearchShortcut(toggle, show);
  useOverlay('search', open, setOpen);

  return (
    <>
      <SearchButton ref={triggerRef} onClick={show} expanded={open} />
      {wanted ? (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
