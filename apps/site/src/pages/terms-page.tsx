import { lazyPageBody } from '../first-paint/lazy-page-body';

/** /terms — the terms of service; the text hydrates after the page. */
export const TermsPage = lazyPageBody(() => import('./legal/terms-body').then((m) => m.TermsBody));
