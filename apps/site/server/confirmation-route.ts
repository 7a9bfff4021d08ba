import { Hono } from 'hono';

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
  app.on(['GET', 'HEAD', 'POST'], '/subscribe/confirm', (c) =>
    confirmation(c.req.raw, c.env as Parameters<ConfirmationFetch>[1]),
  );
  return app;
}
