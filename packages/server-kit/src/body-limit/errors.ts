import { HTTPException } from 'hono/http-exception';

/**
 * Thrown (or raised from the body stream) when a request body is larger than its route allows.
 * An `HTTPException`, so any Hono error handler that answers those with their own response
 * answers 413; the response asks the client to close the connection, so the rest of a huge
 * body is not read off the socket for nothing.
 */
export class BodyTooLargeError extends HTTPException {
  constructor(readonly maxBytes: number) {
    super(413, {
      res: Response.json({ error: 'Request body too large' }, { status: 413, headers: { Connection: 'close' } }),
    });
    this.name = 'BodyTooLargeError';
  }
}

/** Thrown when a request body has not fully arrived within its deadline: 408, connection closed. */
export class BodyTimeoutError extends HTTPException {
  constructor(readonly timeoutMs: number) {
    super(408, {
      res: Response.json({ error: 'Request body took too long' }, { status: 408, headers: { Connection: 'close' } }),
    });
    this.name = 'BodyTimeoutError';
  }
}
