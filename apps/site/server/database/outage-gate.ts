import type { MiddlewareHandler } from 'hono';
import type { OutageWatch } from './outage-watch';

/** Seconds a client is asked to wait before it retries while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Form posts without JavaScript get their own HTML page from the handler, even in an outage. */
const FORM_POST = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Middleware that answers writes with 503 and `Retry-After` at once while `watch` says the
 * database is down, instead of letting each one wait for the pool to fail: nothing is stored, so
 * nothing is lost, and the client (the forms' retry, the beacon's next page) sends it again. Reads
 * pass through (a form token needs no database), and so do HTML form posts, whose pages say the
 * same in words.
 */
export function outageGate(watch: OutageWatch): MiddlewareHandler {
  return async (c, next) => {
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (!watch.down || !write || FORM_POST.test(c.req.header('content-type') ?? '')) return next();
    return c.json({ error: 'Could not accept this right now. Please try again in a moment.' }, 503, {
      'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    });
  };
}
