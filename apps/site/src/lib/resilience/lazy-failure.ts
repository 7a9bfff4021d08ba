import type { createBrowserRouter } from 'react-router-dom';

/*
 * The part of the deploy handling every page carries from the start (docs/decisions/0013): a
 * lazy loader that never rejects, and a queue for failures that happen before the handling
 * itself (new-build.lazy.ts, loaded by load-failure-handling.ts right after hydration to keep
 * the first download small) is in.
 */

type Router = ReturnType<typeof createBrowserRouter>;
/** Handles one failed lazy load; `reload`: the visitor asked for the part that failed. */
export type LazyFailureHandler = (error: unknown, reload: boolean) => void;

let handler: LazyFailureHandler | undefined;
const early: [error: unknown, reload: boolean][] = [];
const never = new Promise<never>(() => {});
let appRouter: Router | undefined;

/**
 * Wraps a lazy loader so that a failed load (its chunk is gone after a deploy) never rejects: it
 * is handed to new-build.lazy.ts, and the promise never settles, so a Suspense boundary keeps showing
 * what it shows (a dehydrated boundary keeps the server's markup) and nothing reaches the
 * router's error page. `reload`: the visitor asked for this part (search, chat, a form's
 * validation), so the page loads the new build rather than doing nothing.
 */
export function keepOnFailure<T>(load: () => Promise<T>, reload?: 'reload'): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // Prerendering must fail the build: a page without its code would ship empty.
      if (import.meta.env.SSR) throw error;
      if (handler) handler(error, !!reload);
      else early.push([error, !!reload]);
      return never;
    });
}

/** Installs the handler; failures that came before it are handled now. */
export function onLazyFailure(handle: LazyFailureHandler): void {
  handler = handle;
  for (const [error, reload] of early.splice(0)) handle(error, reload);
}

/** The app's router, for new-build.lazy.ts: a navigation after a failure becomes a full page load. */
export function handleLazyFailuresOf(router: Router): void {
  appRouter = router;
}

/** The router given to `handleLazyFailuresOf`, if any (read by load-failure-handling.ts). */
export function lazyFailureRouter(): Router | undefined {
  return appRouter;
}
