import { createErrorReporter } from '@rooted/telemetry/browser';
import type { ErrorKind } from '@rooted/telemetry/limits';

/** One reporter per page load: it sends each distinct error once, scrubbed, with the build id. */
const reporter = createErrorReporter({ release: __RELEASE__ });

/** Sends one report (see start-telemetry.ts). */
export function report(kind: ErrorKind, error: unknown): void {
  reporter.report(kind, error);
}

/**
 * A window `error` or `unhandledrejection` event. A cross-origin script's error arrives as a bare
 * "Script error." with nothing to act on, and is skipped.
 */
export function reportWindowEvent(event: Event): void {
  if (event.type === 'unhandledrejection') {
    reporter.report('unhandledrejection', (event as PromiseRejectionEvent).reason);
    return;
  }
  const { error, message } = event as ErrorEvent;
  if (error !== undefined && error !== null) reporter.report('error', error);
  else if (message && message !== 'Script error.') reporter.report('error', message);
}
