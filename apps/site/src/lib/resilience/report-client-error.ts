/** What kind of failure a report is about; the error tracking groups reports by it. */
export type ClientErrorKind = 'lazy-load';

/**
 * The one way the browser code reports an error it recovered from. Today it only logs, and only
 * in development: there is no error tracking yet. When there is, this function sends the report
 * (kind, the error's name and message, the page's path), and nothing else changes: callers
 * already pass everything it needs. A report never carries what a visitor typed.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (import.meta.env.DEV) console.error(`[${kind}]`, error);
}
