import { Navigate, type RouteObject } from 'react-router-dom';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { programmeSlugs } from '../copy/programme-slugs';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { aliases } from './aliases';

/**
 * The data router's table. The entry holds only the frame every page shares (header, footer,
 * overlays' triggers); each page, the home page included, is a chunk of its own that the page's
 * HTML preloads (render/route-chunks.ts). So no page pays for another page's code before it is
 * interactive. A page whose code is gone (a deploy) never reaches the error page: the navigation
 * becomes a full page load of the new build instead (lib/resilience/new-build.lazy.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, lazy: keepOnFailure(() => import('../pages/home-page').then((m) => ({ Component: m.HomePage }))) },
      { path: 'privacy', lazy: keepOnFailure(() => import('../pages/privacy-page').then((m) => ({ Component: m.PrivacyPage }))) },
      { path: 'terms', lazy: keepOnFailure(() => import('../pages/terms-page').then((m) => ({ Component: m.TermsPage }))) },
      { path: 'cookies', lazy: keepOnFailure(() => import('../pages/cookies-page').then((m) => ({ Component: m.CookiesPage }))) },
      { path: 'docs', lazy: keepOnFailure(() => import('../pages/docs-page').then((m) => ({ Component: m.DocsPage }))) },
      { path: 'docs/:tab', lazy: keepOnFailure(() => import('../pages/docs-page').then((m) => ({ Component: m.DocsPage }))) },
      ...programmeSlugs.map(
        (slug): RouteObject => ({
          path: slug,
          lazy: keepOnFailure(() => import('../pages/programme-page').then((m) => ({ Component: m.programmePage(slug) }))),
        }),
      ),
      // Static hosts cannot answer 301s; the client redirects the alias paths itself.
      ...Object.entries(aliases).map(
        ([from, to]): RouteObject => ({ path: from.slice(1), element: <Navigate to={to} replace /> }),
      ),
      { path: '*', lazy: keepOnFailure(() => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }))) },
    ],
  },
];
