import { memo, type ComponentType } from 'react';
import { lazySection } from './lazy-section';
import { useHydrated } from './use-hydrated';

/** The element id of a lazily hydrated page body; tests wait for `data-hydrated="true"` on it. */
export const PAGE_BODY_ID = 'page-body';

/**
 * Wraps a page body in the element that says whether it has hydrated. `useHydrated` re-renders
 * the wrapper once right after hydration, and synchronously: React does not time-slice that
 * update. The memo keeps the re-render to the wrapper; re-rendering the whole body with it was a
 * 45 ms task on /docs on our 2-core machine.
 */
export function withHydratedMark(Body: ComponentType): ComponentType {
  const StableBody = memo(Body);
  function PageBody() {
    const hydrated = useHydrated();
    return (
      <div id={PAGE_BODY_ID} data-hydrated={hydrated ? 'true' : 'false'}>
        <StableBody />
      </div>
    );
  }
  return PageBody;
}

/**
 * A page whose body (its text and the code that renders it) loads after the page is
 * interactive, like the home sections: the prerendered HTML shows at once, the
 * header works straight away, and the body hydrates in place when its chunk arrives.
 * Keeps long texts (legal pages, documentation) out of the JS needed to hydrate.
 */
export function lazyPageBody(load: () => Promise<ComponentType>): ComponentType {
  return lazySection(PAGE_BODY_ID, () => load().then(withHydratedMark), { minHeight: '100vh' });
}
