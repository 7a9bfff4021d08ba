import { lazyPageBody } from '../first-paint/lazy-page-body';

/** /privacy — the privacy policy (GDPR Art. 13); its text hydrates after the page. */
export const PrivacyPage = lazyPageBody(() => import('./legal/privacy-body').then((m) => m.PrivacyBody));
