import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes/routes';

/**
 * Lazy routes that match the first URL are loaded before hydrating, so the first
 * client render matches the prerendered HTML instead of flashing an empty page.
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
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages hydrate. An empty root (the plain client-rendered build that
  // `pnpm bench` measures as its baseline) renders from scratch instead.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void hydrate();
