import { Hono } from 'hono';
import { CONFIRMATION_FORM_MAX_BYTES } from '@rooted/lead-capture';
import { bodyLimit } from '@rooted/server-kit';

/** A fetch handler given the adapter's bindings (under `@hono/node-server`, `{ incoming }`). */
export type ConfirmationFetch = (
  request: Request,
  connection?: { incoming?: { socket?: { remoteAddress?: string } } },
) => Promise<Response>;

/**
 * `GET|HEAD /subscribe/confirm`: the newsletter confirmation page as a room of the site app, and
 * the `POST` of its button, which alone confirms (the handler checks its origin and reads at most
 * a small form). The page sets `Referrer-Policy: same-origin` itself (its link carries a token),
 * and the site-wide headers leave that narrower value in place.
 */
export function createConfirmationRoute(confirmation: ConfirmationFetch): Hono {
  const app = new Hono();
  // The confirm button's form holds one token: a post declaring more is refused first, before the
  // origin or anything else is looked at, as on every other route of the site; the kit's reader
  // caps a body that declares nothing (chunked) at the same size.
  app.post(
    '/subscribe/confirm',
    bodyLimit({
      maxBytes: CONFIRMATION_FORM_MAX_BYTES,
      onTooLarge: (c) => c.text('The confirmation form is too large.', 413),
    }),
  );
  app.on(['GET', 'HEAD', 'POST'], '/subscribe/confirm', (c) =>
    confirmation(c.req.raw, c.env as Parameters<ConfirmationFetch>[1]),
  );
  return app;
}
