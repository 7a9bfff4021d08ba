import type { Context, MiddlewareHandler } from 'hono';
import { BodyTimeoutError, BodyTooLargeError } from './errors.js';
import { serveIncomingBody } from './incoming-body.js';
import { limitStream } from './limited-stream.js';
import { untouchedIncoming } from './node-body.js';
import { DEFAULT_BODY_TIMEOUT_MS } from './read-limited.js';

/** Options of {@link bodyLimit}. */
export interface BodyLimitOptions {
  /** Largest body the route accepts, in bytes. */
  maxBytes: number;
  /** The whole body must arrive within this many ms of the request reaching the route. Default 10 000. */
  timeoutMs?: number;
  /** The answer to a body over the limit. Default: 413 JSON `{ error }`, connection closed. */
  onTooLarge?: (c: Context) => Response | Promise<Response>;
  /** The answer to a body past its deadline. Default: 408 JSON `{ error }`, connection closed. */
  onTimeout?: (c: Context) => Response | Promise<Response>;
}

/** The declared `Content-Length`, or null when absent or not a whole number. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d{1,16}$/.test(header.trim())) return null;
  return Number(header);
}

/**
 * Caps a route's request body. A declared `Content-Length` over `maxBytes` is refused (413) at
 * once, before a byte of the body is read. Otherwise the body is handed on as a stream that
 * counts as it is read, because a chunked body declares nothing and a client can lie: past
 * `maxBytes`, or past the deadline for a client trickling bytes, reading throws
 * `BodyTooLargeError` (413) or `BodyTimeoutError` (408), which the kit's error handler answers.
 * Put it first on a route, before any guard that might read the body.
 *
 * Under `@hono/node-server` the body is read straight from Node's request stream, with the same
 * limits, instead of through the `Request` and web streams the adapter would build: on a small
 * JSON post that wrapping cost more CPU than anything else the server did for it.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const timeoutMs = options.timeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  return async (c, next) => {
    const declared = declaredLength(c.req.raw);
    if (declared !== null && declared > options.maxBytes) {
      if (!options.onTooLarge) throw new BodyTooLargeError(options.maxBytes);
      c.header('Connection', 'close');
      return options.onTooLarge(c);
    }
    const incoming = untouchedIncoming(c.env);
    const method = c.req.method;
    if (incoming && method !== 'GET' && method !== 'HEAD') {
      serveIncomingBody(c, incoming, { maxBytes: options.maxBytes, timeoutMs }, Date.now());
    } else if (c.req.raw.body) {
      const body = c.req.raw.body;
      const raw = c.req.raw;
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers: raw.headers,
        signal: raw.signal,
        body: limitStream(body, { maxBytes: options.maxBytes, timeoutMs }),
        // Node's fetch needs this for a streamed request body.
        duplex: 'half',
      } as RequestInit);
    }
    await next();
    // A route's own answer to its limits (the handler read the body and the stream refused).
    const hook =
      c.error instanceof BodyTooLargeError
        ? options.onTooLarge
        : c.error instanceof BodyTimeoutError
          ? options.onTimeout
          : undefined;
    if (hook) {
      c.res = undefined;
      c.res = await hook(c);
      c.res.headers.set('Connection', 'close');
    }
  };
}
