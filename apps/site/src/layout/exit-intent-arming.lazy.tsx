import { EXIT_INTENT_DEFAULTS, useExitIntent } from '@rooted/ui/exit-intent';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { keepOnFailure } from '../lib/resilience/lazy-failure';

const ExitIntentPopup = lazy(
  keepOnFailure(() => import('./exit-intent-popup.lazy').then((m) => ({ default: m.ExitIntentPopup }))),
);

/**
 * Test hook: `localStorage["exit-intent-dwell-ms"]` shortens the 10 s dwell time before the popup
 * is armed (e2e tests set it to a few hundred ms). It can only shorten, never lengthen, the wait.
 */
export const EXIT_INTENT_DWELL_OVERRIDE_KEY = 'exit-intent-dwell-ms';

/** The dwell time, shortened by the test hook when it holds a smaller, non-negative number. */
export function exitIntentDwellMs(): number {
  let override = Number.NaN;
  try {
    override = Number(window.localStorage.getItem(EXIT_INTENT_DWELL_OVERRIDE_KEY) ?? Number.NaN);
  } catch {
    // No storage: the default applies.
  }
  return Number.isFinite(override) && override >= 0
    ? Math.min(override, EXIT_INTENT_DEFAULTS.dwellMs)
    : EXIT_INTENT_DEFAULTS.dwellMs;
}

/**
 * The exit-intent rules at work (`useExitIntent` in @rooted/ui), loaded once the browser is idle
 * (see exit-intent.tsx); the popup's own code is fetched only once it is armed.
 */
export default function ExitIntentArming() {
  const { pathname } = useLocation();
  const [dwellMs] = useState(exitIntentDwellMs);
  const { armed, open, dismiss, close } = useExitIntent({ enabled: true, pathname, dwellMs });
  // Observable state for tests and debugging: whether a top-edge exit would open the popup now.
  useEffect(() => {
    document.documentElement.dataset.exitIntent = armed ? 'armed' : 'waiting';
  }, [armed]);
  if (!armed) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentPopup open={open} onDismiss={dismiss} onSubscribed={close} />
    </Suspense>
  );
}
