import type { SiteContent } from '@rooted/site-content';
import { SearchDialog, type SearchEntry } from '@rooted/ui/search';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ensureFullContent } from '../content-store/ensure-full-content';
import { useSiteContent } from '../content-store/use-site-content';
import { scrollToSection } from '../navigation/scroll-to-section';
import { takeTypeAhead } from '../overlays/type-ahead';
import { searchIndex, ventureEntries } from './search-index';
import { isStoryHref, loadStoryEntries } from './story-entries';

const takeSearchText = () => takeTypeAhead('search');

/**
 * The search dialog wired to the site: loaded on first open (React.lazy in site-search.tsx), so
 * neither Radix's dialog nor the index weighs on the first page load.
 */
export function SearchOverlay({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [stories, setStories] = useState<SearchEntry[]>([]);
  useEffect(() => {
    let live = true;
    void loadStoryEntries().then((entries) => live && setStories(entries));
    return () => {
      live = false;
    };
  }, []);
  // The ventures come from the content the page shows (an owner's publish included); on a page
  // without venture cards the rest of the content loads with the search.
  const ventures = useSiteContent((c) => c.ventures as SiteContent['ventures'] | undefined);
  useEffect(() => void ensureFullContent(), []);
  const entries = useMemo(() => [...searchIndex, ...ventureEntries(ventures ?? []), ...stories], [ventures, stories]);

  const onSelect = (entry: SearchEntry) => {
    // A story page is HTML from the server, never drawn in the browser: load it as a page.
    if (isStoryHref(entry.href)) {
      window.location.assign(entry.href);
    } else if (entry.href.startsWith('#')) {
      const id = entry.href.slice(1);
      // One frame later the dialog's scroll lock is gone, so the smooth scroll is not undone.
      if (pathname === '/') window.requestAnimationFrame(() => scrollToSection(id));
      else navigate(`/${entry.href}`);
    } else {
      navigate(entry.href);
    }
  };

  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      entries={entries}
      onSelect={onSelect}
      triggerRef={triggerRef}
      takeTypedText={takeSearchText}
    />
  );
}
