import { lazyFailureRouter } from './lazy-failure';

/**
 * Loads the handling once the page is hydrated (so it is not part of the first download). A file
 * of its own so that imports point one way: new-build.lazy.ts installs itself into
 * lazy-failure.ts, and lazy-failure.ts, which every lazy part imports, never imports it back.
 */
export function loadFailureHandling(): void {
  const router = lazyFailureRouter();
  if (router)
    void import('./new-build.lazy').then(
      (m) => m.watchForNewBuild(router),
      () => {},
    );
}
