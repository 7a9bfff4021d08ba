import { lazy, Suspense } from 'react';
import { ensureFullContent } from '../lib/content-store/ensure-full-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenNeeded } from '../first-paint/when-needed';
import { hydrationPart } from '../first-paint/hydration-parts';
import { reportsHydration } from '../first-paint/reports-hydration';

const findFooter = () => document.querySelector('footer');
// A tap in the footer before its code has loaded is replayed once it has (first-paint/early-input.ts).
const footerPart = import.meta.env.SSR ? undefined : hydrationPart(findFooter);

// The footer is prerendered on every page; its code is fetched as it nears the viewport
// (see whenNeeded), and React hydrates the server markup in place.
// If the code is gone (a deploy), the prerendered footer stays (see lib/resilience/new-build.lazy.ts).
const SiteFooterContent = lazy(
  keepOnFailure(() =>
    (import.meta.env.SSR ? Promise.resolve() : whenNeeded(findFooter))
      .then(ensureFullContent)
      .then(() => import('./site-footer.lazy'))
      .then((m) => ({ default: footerPart ? reportsHydration(m.SiteFooterContent, footerPart) : m.SiteFooterContent })),
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
