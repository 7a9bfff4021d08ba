import type { ErrorKind } from '@rooted/telemetry/limits';
import type * as ErrorTrackingModule from './error-tracking.lazy';

/**
 * The eager half of telemetry: a few lines that decide, from the build's flags, what to load once
 * the page is idle after hydration. With both flags off (and in the server render) this file is
 * all there is: the branches are removed at build time and no telemetry code is in any bundle.
 */

type ErrorTracking = typeof ErrorTrackingModule;
let errorTracking: Promise<ErrorTracking> | undefined;

function loadErrorTracking(): Promise<ErrorTracking> {
  errorTracking ??= import('./error-tracking.lazy');
  return errorTracking;
}

/** Reports an error to our server when error tracking is built in; otherwise does nothing. */
export function reportError(kind: ErrorKind, error: unknown): void {
  if (!__ERROR_TRACKING__ || import.meta.env.SSR) return;
  loadErrorTracking()
    .then((tracking) => tracking.report(kind, error))
    .catch(() => undefined); // the report's own code is gone (a deploy): nothing to report with
}

/** The page's uncaught errors go to the lazily loaded reporter, which skips what it cannot use. */
function forwardWindowEvent(event: Event): void {
  loadErrorTracking()
    .then((tracking) => tracking.reportWindowEvent(event))
    .catch(() => undefined);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/** Called once the page is hydrated: listens for errors at once, loads the rest when idle. */
export function startTelemetry(): void {
  if (import.meta.env.SSR) return;
  if (__ERROR_TRACKING__) {
    addEventListener('error', forwardWindowEvent);
    addEventListener('unhandledrejection', forwardWindowEvent);
  }
  if (__PERFORMANCE_MONITORING__) {
    // The landing route, read now: LCP, FCP and TTFB measure this load.
    const route = location.pathname;
    whenIdle(() => {
      import('./vitals.lazy').then((vitals) => vitals.startVitals(route)).catch(() => undefined);
    });
  }
}
