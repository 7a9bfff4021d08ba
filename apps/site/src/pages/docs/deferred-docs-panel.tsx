import { lazy, memo, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { DocsTabId } from '../../copy/docs/docs-tabs';
import { whenNeededOr } from '../../first-paint/when-needed';
import { DocsPanel } from './docs-panel';

interface Deferred {
  Panel: LazyExoticComponent<ComponentType>;
  show: () => void;
}

const deferred = new Map<DocsTabId, Deferred>();

/**
 * One lazily hydrated panel per tab. Its promise settles when the tab is first shown (or when
 * every deferred part loads, see when-needed.ts); the prerenderer does not wait.
 */
function deferredPanel(id: DocsTabId): Deferred {
  let entry = deferred.get(id);
  if (!entry) {
    let show = () => {};
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    const Panel = lazy(() =>
      (import.meta.env.SSR ? Promise.resolve() : whenNeededOr(shown)).then(() => ({
        default: function ShownDocsPanel() {
          return <DocsPanel id={id} />;
        },
      })),
    );
    entry = { Panel, show };
    deferred.set(id, entry);
  }
  return entry;
}

/**
 * The boundary itself takes only the tab id, and is memoised: a dehydrated boundary that
 * receives new props before it hydrates is thrown away and rendered again on the client.
 * The fallback is the panel itself, so a client-side visit shows the text at once.
 */
const PanelBoundary = memo(function PanelBoundary({ id }: { id: DocsTabId }) {
  const { Panel } = deferredPanel(id);
  return (
    <Suspense fallback={<DocsPanel id={id} />}>
      <Panel />
    </Suspense>
  );
});

/**
 * A docs tab's text, hydrated only once the tab is shown. Every panel is in the prerendered
 * HTML (search engines, deep links, no-JS), but five of the six are hidden, and hydrating their
 * text at load was most of the page's start-up work on a phone. A hidden panel keeps its server
 * markup until its tab is picked; the text is on screen at once, and React hydrates it in the
 * background in small slices.
 */
export function DeferredDocsPanel({ id, shown }: { id: DocsTabId; shown: boolean }) {
  useEffect(() => {
    if (shown) deferredPanel(id).show();
  }, [id, shown]);
  return <PanelBoundary id={id} />;
}
