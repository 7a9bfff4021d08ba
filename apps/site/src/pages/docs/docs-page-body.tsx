import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DEFAULT_DOCS_TAB, docsTabs, isDocsTabId, type DocsTabId } from '../../copy/docs/docs-tabs';
import { useHydrated } from '../../first-paint/use-hydrated';
import { DeferredDocsPanel } from './deferred-docs-panel';
import { Tabs } from './tabs';
import { NotFoundPage } from '../not-found-page';
import { PageIntro } from '../page-intro';

/** A malformed %-escape in a hand-typed URL must not crash the page. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * /docs and /docs/<tab>: the site owners' documentation (docs/decisions/0005-docs-tabs.md).
 * The path segment picks the tab during prerender; a #tab hash (unknown to the
 * server) is applied right after hydration. Picking a tab rewrites the address
 * to /docs#<tab> without a router navigation, so the page does not jump to the top.
 */
export function DocsPageBody() {
  const { tab: segment } = useParams();
  const { hash, key } = useLocation();
  const hydrated = useHydrated();
  // A tab picked by the visitor holds until the next router navigation (a new location key).
  const [picked, setPicked] = useState<{ id: DocsTabId; key: string } | null>(null);

  if (segment !== undefined && !isDocsTabId(segment)) return <NotFoundPage />;

  const fromHash = safeDecode(hash.slice(1));
  const selected: DocsTabId =
    (picked?.key === key ? picked.id : undefined) ??
    (hydrated && isDocsTabId(fromHash) ? fromHash : undefined) ??
    segment ??
    DEFAULT_DOCS_TAB;

  const select = (id: DocsTabId) => {
    setPicked({ id, key });
    window.history.replaceState(window.history.state, '', `/docs#${id}`);
  };

  return (
    <>
      <PageIntro eyebrow="For site owners" title="Website Documentation">
        How to edit content, manage ventures, handle images and leads, and check the site is ready to launch.
      </PageIntro>
      <div className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <Tabs
            label="Documentation topics"
            tabs={docsTabs}
            selected={selected}
            onSelect={select}
            renderPanel={(id) => <DeferredDocsPanel id={id} shown={id === selected} />}
          />
        </div>
      </div>
    </>
  );
}
