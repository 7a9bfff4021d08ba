import { lazy, Suspense } from 'react';
import { keepOnFailure } from '../lib/resilience/lazy-failure';

const LazyReadinessPanel = lazy(keepOnFailure(() => import('./readiness-panel.lazy')));

/**
 * This site's own readiness report inside launch preparation (launch-section.tsx
 * renders it only with the `developmentTools` flag on). The rules and their code
 * load on demand, so visitors never download them.
 */
export function ReadinessPanel() {
  return (
    <Suspense fallback={<p className="text-ink-muted">Checking this site&rsquo;s readiness…</p>}>
      <LazyReadinessPanel />
    </Suspense>
  );
}
