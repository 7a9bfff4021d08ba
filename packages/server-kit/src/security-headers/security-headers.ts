import type { MiddlewareHandler } from 'hono';

/**
 * Sets `headers` on every response that does not carry them already. A route narrows a header
 * by setting its own value (the newsletter confirmation page keeps `Referrer-Policy:
 * no-referrer`, so its token never leaves in a `Referer`); the site-wide value fills in the rest.
 * Register it first, so it sees every route's response.
 */
export function securityHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    await next();
    for (const [name, value] of entries) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
