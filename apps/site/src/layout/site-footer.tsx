import { lazy, Suspense } from 'react';
import { ensureFullContent } from '../lib/content-store/ensure-full-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenNeeded } from '../first-paint/when-needed';

// The footer is prerendered on every page; its code is fetched as it nears the viewport
// (see whenNeeded), and React hydrates the server markup in place.
// If the code is gone (a deploy), the prerendered footer stays (see lib/resilience/new-build.lazy.ts).
const SiteFooterContent = lazy(
  keepOnFailure(() =>
    (import.meta.env.SSR ? Promise.resolve() : whenNeeded(() => document.querySelector('footer')))
      .then(ensureFullContent)
      .then(() => import('./site-footer.lazy'))
      .then((m) => ({ default: m.SiteFooterContent })),
  ),
);

/** The one site footer (see site-footer.lazy.tsx). */
export function SiteFooter({ onHome }: { onHome: boolean }) {
  return (
    <Suspense fallback={<footer aria-busy="true" className="min-h-[40rem] bg-brand-950" />}>
      <SiteFooterContent onHome={onHome} />
    </Suspense>
  );
}
