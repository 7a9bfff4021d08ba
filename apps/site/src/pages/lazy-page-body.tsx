import type { ComponentType } from 'react';
import { lazySection } from '../lib/lazy-section';
import { useHydrated } from '../lib/use-hydrated';

/** The element id of a lazily hydrated page body; tests wait for `data-hydrated="true"` on it. */
export const PAGE_BODY_ID = 'page-body';

/**
 * A page whose body (its text and the code that renders it) loads after the page is
 * interactive, like the home sections: the prerendered HTML shows at once, the
 * header works straight away, and the body hydrates in place when its chunk arrives.
 * Keeps long texts (legal pages, documentation) out of the JS needed to hydrate.
 */
export function lazyPageBody(load: () => Promise<ComponentType>): ComponentType {
  return lazySection(
    PAGE_BODY_ID,
    () =>
      load().then((Body) => {
        function PageBody() {
          const hydrated = useHydrated();
          return (
            <div id={PAGE_BODY_ID} data-hydrated={hydrated ? 'true' : 'false'}>
              <Body />
            </div>
          );
        }
        return PageBody;
      }),
    { minHeight: '100vh' },
  );
}
