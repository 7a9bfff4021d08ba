import { Hono } from 'hono';
import { declaredLength } from '@rooted/server-kit';

/** A fetch handler given the adapter's bindings (under `@hono/node-server`, `{ incoming }`). */
export type ConfirmationFetch = (
  request: Request,
  connection?: { incoming?: { socket?: { remoteAddress?: string } } },
) => Promise<Response>;

/**
 * The confirm button's form holds one token. A post declaring more is refused here, before the
 * origin or anything else is looked at, as every other route of the site refuses an oversized body
 * first; a body that declares nothing (chunked) is capped by the handler's own reader.
 */
const MAX_CONFIRM_POST_BYTES = 2048;

/**
 * `GET|HEAD /subscribe/confirm`: the newsletter confirmation page as a room of the site app, and
 * the `POST` of its button, which alone confirms (the handler checks its origin and reads at most
 * a small form). The page sets `Referrer-Policy: same-origin` itself (its link carries a token),
 * and the site-wide headers leave that narrower value in place.
 */
export function createConfirmationRoute(confirmation: ConfirmationFetch): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD', 'POST'], '/subscribe/confirm', (c) => {
    const declared = declaredLength(c.req.raw);
    if (c.req.method === 'POST' && declared !== null && declared > MAX_CONFIRM_POST_BYTES) {
      c.header('Connection', 'close');
      return c.text('The confirmation form is too large.', 413);
    }
    return confirmation(c.req.raw, c.env as Parameters<ConfirmationFetch>[1]);
  });
  return app;
}
