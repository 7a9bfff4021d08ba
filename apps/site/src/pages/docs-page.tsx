import { lazyPageBody } from '../first-paint/lazy-page-body';

/**
 * /docs and /docs/<tab> (docs/decisions/0005-docs-tabs.md). The documentation is
 * long, so the tabs and their text hydrate after the page (see docs/docs-page-body.tsx).
 */
export const DocsPage = lazyPageBody(() => import('./docs/docs-page-body').then((m) => m.DocsPageBody));
