// One web font, for headings (heading-font.css). Body text uses the system UI font,
// so the largest text on every page paints without waiting for a download.
import './heading-font.css';
import './app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { nextTask } from './first-paint/next-task';
import { handleLazyFailuresOf } from './lib/resilience/lazy-failure';
import { loadDeferredParts } from './first-paint/when-needed';
import { routes } from './routes/routes';

/**
 * Lazy routes that match the first URL are loaded before hydrating, so the first
 * client render matches the prerendered HTML instead of flashing an empty page.
 * Start-up runs in three tasks (the route's modules, the router, hydration), none of
 * them long enough to keep a first tap waiting.
 */
async function hydrate() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  await nextTask();
  const router = createBrowserRouter(routes);
  // A navigation must not wait on prerendered parts whose code is still deferred (see when-needed.ts).
  const firstLocation = router.state.location;
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location === firstLocation) return;
    loadDeferredParts();
    stopWatching();
  });
  // A deploy while the page is open: failed lazy loads and the navigations after them.
  handleLazyFailuresOf(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages hydrate. An empty root (the plain client-rendered build that
  // `pnpm bench` measures as its baseline) renders from scratch instead.
  // Hydrating inside a transition lets React yield to the browser every few
  // milliseconds, so a tap during hydration is not stuck behind one long task.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void hydrate();
