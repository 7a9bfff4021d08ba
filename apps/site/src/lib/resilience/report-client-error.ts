import { reportError } from '../telemetry/start-telemetry';

/** What kind of failure a report is about; the error tracking groups reports by it. */
export type ClientErrorKind = 'lazy-load';

/**
 * The one way the browser code reports an error it recovered from: logged in development, and
 * sent to our own server when error tracking is built in (lib/telemetry: the error's name,
 * message and stack, scrubbed, with the page's path, grouped there with the window's uncaught
 * errors and the router's render errors). A report never carries what a visitor typed.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (import.meta.env.DEV) console.error(`[${kind}]`, error);
  reportError('reported', error);
}
