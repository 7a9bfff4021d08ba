import type { createBrowserRouter } from 'react-router-dom';
import { onLazyFailure } from './lazy-failure';
import { reportClientError } from './report-client-error';
import { saveFormValues } from '../leads/save-form-values';
import { endEarlyKeys } from '../../first-paint/end-early-keys';

/*
 * A deploy replaces the site's hashed chunks. A page opened before it still asks for the old
 * ones, and once they are gone every lazy part it has not loaded yet fails to load. This module
 * is the one place that handles it (docs/decisions/0013):
 * - the part that needed the chunk keeps what it shows (its prerendered markup), and nothing
 *   reaches the router's error page;
 * - the page is marked stale, and what needs new code from then on (a navigation, opening search
 *   or chat) loads the new build with a full page load, once, keeping what was typed into forms.
 */

let stale = false;
const reported = new WeakSet<object>();
const onStale: (() => void)[] = [];

/** How long after a full load for new code another one for the same reason is refused. */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'rooted:new-build-load';

/** Records a failed lazy load (reported once per error) and marks the page stale. */
export function lazyLoadFailed(error: unknown): void {
  if (typeof error === 'object' && error) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportClientError('lazy-load', error);
  if (stale) return;
  stale = true;
  document.documentElement.dataset.build = 'stale';
  // A tap kept for the part that failed is never replayed: keystrokes are the page's again.
  endEarlyKeys();
  // A link in a part that never hydrated leaves natively; what was typed goes with the visitor.
  addEventListener('pagehide', saveFormValues);
  for (const listener of onStale) listener();
}

/** Whether a full load for new code may happen now; records it when it may (in session storage). */
export function mayReload(
  now: number,
  storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => sessionStorage,
): boolean {
  try {
    const last = Number(storage().getItem(RELOAD_KEY));
    if (now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage().setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without storage a loop could not be noticed: no automatic reload.
    return false;
  }
}

/**
 * A full page load of `url` with the new build, keeping form values. `guarded` (a reload of the
 * page being read, which the visitor did not ask for as such) happens at most once a minute, so
 * a build that keeps failing can never make the page reload again and again.
 */
export function loadNewBuild(url: string, guarded = false): void {
  if (guarded && !mayReload(Date.now())) return;
  saveFormValues();
  location.assign(url);
}

const chunkError = /dynamically imported module|module script failed/i;

/**
 * Installs the handlers: lazy loads wrapped by `keepOnFailure` (lazy-failure.ts), Vite's
 * `vite:preloadError` (a chunk's dependency failed), dynamic imports nothing caught, and the
 * router: once stale, a navigation to another page is a full page load of its URL (the router
 * would otherwise wait for code that no longer exists).
 */
export function watchForNewBuild(router: ReturnType<typeof createBrowserRouter>): void {
  // Observable for tests and debugging: "current" from here on, "stale" after a failed load.
  document.documentElement.dataset.build = 'current';
  addEventListener('vite:preloadError', (event) => lazyLoadFailed((event as Event & { payload?: unknown }).payload));
  addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof Error && chunkError.test(event.reason.message)) lazyLoadFailed(event.reason);
  });
  let shown = router.state.location;
  const follow = () => {
    const { navigation, location } = router.state;
    const next = navigation.location ?? location;
    if (stale && (next.pathname !== shown.pathname || next.search !== shown.search))
      loadNewBuild(router.createHref(next));
    else if (navigation.state === 'idle') shown = location;
  };
  router.subscribe(follow);
  onStale.push(follow);
  // Last, so that a failure from before this module loaded also finds the router followed.
  onLazyFailure((error, reload) => {
    lazyLoadFailed(error);
    if (reload) loadNewBuild(location.href, true);
  });
}
