import { lazy, Suspense } from 'react';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { useAfterIdle } from '../first-paint/use-after-idle';
import { useAppConfig } from '../lib/content-store/use-site-content';

const ExitIntentArming = lazy(keepOnFailure(() => import('./exit-intent-arming.lazy')));

/**
 * The exit-intent newsletter popup. Nothing runs with the `exitIntentPopup` flag
 * off; otherwise its rules load once the browser is idle, well inside the 10 s
 * the visitor must stay before the popup can arm.
 */
export function ExitIntent() {
  const enabled = useAppConfig((c) => c.features.exitIntentPopup);
  const idle = useAfterIdle();
  if (!enabled || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentArming />
    </Suspense>
  );
}
