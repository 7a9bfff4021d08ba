import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** Where the error handler writes its one line. Default `console`. */
export interface ErrorLogger {
  warn(line: string): void;
  error(line: string): void;
}

/** Options of {@link errorHandler}. */
export interface ErrorHandlerOptions {
  logger?: ErrorLogger;
  /** The answer to an unexpected error. Default: 500 JSON `{ error: 'Internal error' }`. */
  onUnexpected?: (c: Context) => Response | Promise<Response>;
}

/** True for the errors a request raises when its client went away mid-body. */
export function isAbortError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ABORT_ERR' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /\baborted\b/i.test(error.message) ||
    (error.cause !== undefined && error.cause !== error && isAbortError(error.cause))
  );
}

/** An error as one line: its name and message, with absolute file paths cut to their file names. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/(?<![\w.])(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][^\s\\/:'"()]+)+[\\/]([^\s\\/:'"()]+)/g, '$1')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

/**
 * One error handler for a whole app (`app.onError(errorHandler())`):
 * - an `HTTPException` (a body over its limit, a database outage's 503 with `Retry-After`)
 *   is answered with its own response and not logged;
 * - a client that went away mid-request is one short warning line, not a stack;
 * - anything else is one line (no stack, no absolute paths) and a 500 that says nothing more.
 */
export function errorHandler(options: ErrorHandlerOptions = {}): ErrorHandler {
  const logger = options.logger ?? console;
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const where = `${c.req.method} ${c.req.path}`;
    if (isAbortError(error)) {
      logger.warn(`request aborted by the client: ${where}`);
      return c.json({ error: 'Request aborted' }, 400);
    }
    logger.error(`unexpected error: ${where}: ${oneLine(error)}`);
    return options.onUnexpected ? options.onUnexpected(c) : c.json({ error: 'Internal error' }, 500);
  };
}
