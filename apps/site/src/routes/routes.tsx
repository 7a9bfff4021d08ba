import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { aliases } from './aliases';
import { pageList, type LegalPath, type ListedPage } from './page-list';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const docsPage: LazyPage = keepOnFailure(() => import('../pages/docs-page').then((m) => ({ Component: m.DocsPage })));

/** The legal pages' modules, keyed by path: a legal page in the list without a module here does not compile. */
const legalPages: Record<LegalPath, LazyPage> = {
  '/privacy': keepOnFailure(() => import('../pages/privacy-page').then((m) => ({ Component: m.PrivacyPage }))),
  '/terms': keepOnFailure(() => import('../pages/terms-page').then((m) => ({ Component: m.TermsPage }))),
  '/cookies': keepOnFailure(() => import('../pages/cookies-page').then((m) => ({ Component: m.CookiesPage }))),
};

/** The routes of one listed page: its module by kind; /docs also answers /docs/<tab>. */
function routesOf(listed: ListedPage): RouteObject[] {
  switch (listed.kind) {
    case 'home':
      return [
        {
          index: true,
          lazy: keepOnFailure(() => import('../pages/home-page').then((m) => ({ Component: m.HomePage }))),
        },
      ];
    case 'legal':
      return [{ path: listed.path.slice(1), lazy: legalPages[listed.path] }];
    case 'docs':
      return [
        { path: 'docs', lazy: docsPage },
        { path: 'docs/:tab', lazy: docsPage },
      ];
    case 'programme': {
      const { slug } = listed;
      return [
        {
          path: slug,
          lazy: keepOnFailure(() =>
            import('../pages/programme-page').then((m) => ({ Component: m.programmePage(slug) })),
          ),
        },
      ];
    }
  }
}

/**
 * The data router's table, one route per page of `pageList` (page-list.ts, the list the route
 * table, prerender, sitemap, search index and server read too). The entry holds only the frame
 * every page shares (header, footer, overlays' triggers); each page, the home page included, is a
 * chunk of its own that the page's HTML preloads (render/route-chunks.ts). So no page pays for
 * another page's code before it is interactive. A page whose code is gone (a deploy) never reaches
 * the error page: the navigation becomes a full page load of the new build instead
 * (lib/resilience/new-build.lazy.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      ...pageList.flatMap(routesOf),
      // Static hosts cannot answer 301s; the client redirects the alias paths itself.
      ...Object.entries(aliases).map(([from, to]): RouteObject => ({
        path: from.slice(1),
        element: <Navigate to={to} replace />,
      })),
      // Any other path: a story page (story pages come from the content, so no fixed list can name
      // them; the prerender made their HTML) or the 404 page.
      {
        path: '*',
        lazy: keepOnFailure(() => import('../pages/not-found-page').then((m) => ({ Component: m.UnlistedPage }))),
      },
    ],
  },
];
