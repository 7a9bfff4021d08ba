import { lazyPart } from '../first-paint/lazy-section';

/**
 * The one site footer (see site-footer.lazy.tsx), prerendered on every page. Its code is fetched
 * as it nears the viewport and React hydrates the server markup in place; if the code is gone
 * (a deploy), the prerendered footer stays.
 */
export const SiteFooter = lazyPart<{ onHome: boolean }>({
  find: () => document.querySelector('footer'),
  fallback: <footer aria-busy="true" className="min-h-[40rem] bg-brand-950" />,
  load: () => import('./site-footer.lazy').then((m) => m.SiteFooterContent),
});
