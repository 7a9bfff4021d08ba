import { lazyPageBody } from '../first-paint/lazy-page-body';

/** /cookies — what the site keeps in the browser and why (docs/decisions/0015); the text hydrates after the page. */
export const CookiesPage = lazyPageBody(() => import('./legal/cookies-body').then((m) => m.CookiesBody));
