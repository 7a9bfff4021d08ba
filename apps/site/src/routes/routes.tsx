import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '../pages/home-page';
import { programmeSlugs } from '../content/programme-slugs';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { aliases } from './aliases';

/**
 * The data router's table. The home page is bundled with the entry (it is the
 * page most visitors land on); every other page loads its code on demand.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'privacy', lazy: () => import('../pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })) },
      { path: 'terms', lazy: () => import('../pages/terms-page').then((m) => ({ Component: m.TermsPage })) },
      { path: 'cookies', lazy: () => import('../pages/cookies-page').then((m) => ({ Component: m.CookiesPage })) },
      { path: 'docs', lazy: () => import('../pages/docs-page').then((m) => ({ Component: m.DocsPage })) },
      { path: 'docs/:tab', lazy: () => import('../pages/docs-page').then((m) => ({ Component: m.DocsPage })) },
      ...programmeSlugs.map(
        (slug): RouteObject => ({
          path: slug,
          lazy: () => import('../pages/programme-page').then((m) => ({ Component: m.programmePage(slug) })),
        }),
      ),
      // Static hosts cannot answer 301s; the client redirects the alias paths itself.
      ...Object.entries(aliases).map(
        ([from, to]): RouteObject => ({ path: from.slice(1), element: <Navigate to={to} replace /> }),
      ),
      { path: '*', lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
