import { errorFingerprint } from '../fingerprint.js';
import { MAX_MESSAGE_LENGTH, MAX_STACK_LENGTH, type ErrorBeacon, type ErrorKind } from '../limits.js';
import { scrubPersonalData } from '../scrub.js';
import { currentPath, sendBeacon, type BeaconSender } from './beacon.js';

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** Default `/api/telemetry/errors`. */
  endpoint?: string;
  /** The build id sent with each report. */
  release?: string | undefined;
  /** The current route. Default `location.pathname`. */
  route?: () => string;
  /** Default `navigator.sendBeacon`. */
  send?: BeaconSender;
  /** Reports sent per page load at most, so a loop of errors cannot flood the server. Default 10. */
  maxReports?: number;
}

/** Sends error reports; each distinct error once per page load. */
export interface ErrorReporter {
  /** Reports `error`; false when it was a repeat, over the cap, unreadable or not sent. */
  report(kind: ErrorKind, error: unknown): boolean;
}

/** `Error` → "TypeError: message" and its stack; anything else → its text, no stack. */
function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.message ? `${error.name}: ${error.message}` : error.name;
    return { message, ...(typeof error.stack === 'string' ? { stack: error.stack } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Creates a reporter that sends `{ kind, message, stack, route, release }` with
 * `navigator.sendBeacon`. Message and stack are cut to the server's limits and scrubbed of
 * email addresses, query strings and long numbers before they leave the page; the route is the
 * path only. The same error (same fingerprint) is sent once per page load.
 */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const endpoint = options.endpoint ?? '/api/telemetry/errors';
  const route = options.route ?? currentPath;
  const send = options.send ?? sendBeacon;
  const maxReports = options.maxReports ?? 10;
  const seen = new Set<string>();
  return {
    report(kind, error) {
      const described = describe(error);
      const message = scrubPersonalData(described.message.trim().slice(0, MAX_MESSAGE_LENGTH)).slice(
        0,
        MAX_MESSAGE_LENGTH,
      );
      if (!message) return false;
      const stack =
        described.stack === undefined
          ? undefined
          : scrubPersonalData(described.stack.slice(0, MAX_STACK_LENGTH)).slice(0, MAX_STACK_LENGTH);
      const fingerprint = errorFingerprint({ kind, message, stack });
      if (seen.has(fingerprint) || seen.size >= maxReports) return false;
      seen.add(fingerprint);
      const beacon: ErrorBeacon = {
        kind,
        message,
        ...(stack ? { stack } : {}),
        route: route().split(/[?#]/, 1)[0] || '/',
        ...(options.release ? { release: options.release } : {}),
      };
      return send(endpoint, JSON.stringify(beacon));
    },
  };
}

/**
 * Reports the window's uncaught errors and unhandled promise rejections. Errors of cross-origin
 * scripts reach the page as a bare "Script error." with nothing to act on, and are skipped.
 * Returns a function that removes the listeners.
 */
export function installErrorTracking(
  reporter: ErrorReporter,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.error === undefined || event.error === null) {
      if (!event.message || event.message === 'Script error.') return;
      reporter.report('error', event.message);
      return;
    }
    reporter.report('error', event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report('unhandledrejection', event.reason);
  };
  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return () => {
    target.removeEventListener('error', onError as EventListener);
    target.removeEventListener('unhandledrejection', onRejection as EventListener);
  };
}
