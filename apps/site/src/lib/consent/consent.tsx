import { lazy, Suspense } from 'react';
import { useAfterIdle } from '../../first-paint/use-after-idle';

// Only in a build with analytics (see root-layout.tsx): the banner's code loads when the page is
// idle after hydration, never with the entry. Marked pure so that a build without analytics, where
// nothing renders `Consent`, drops the call and emits no consent chunk at all.
const ConsentManager = /* @__PURE__ */ lazy(() => import('./consent.lazy'));

/** The analytics consent banner and loader; renders nothing until the page is idle. */
export function Consent() {
  const idle = useAfterIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  );
}
