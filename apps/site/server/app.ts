import { Hono } from 'hono';
import { aliases, normalizePath } from '../src/routes/route-table';
import { securityHeaders } from './security-headers';
import type { StaticFile } from './static-files';
import { fileResponse } from './static-response';

export interface SiteAppOptions {
  /** The built site (dist/client), loaded by loadStaticFiles. */
  files: Map<string, StaticFile>;
  /**
   * The lead API, mounted at /api: a standard fetch handler. Its second argument is the
   * platform binding (under @hono/node-server `{ incoming }`, whose socket gives the client IP).
   */
  api?: (request: Request, connection?: { incoming?: { socket?: { remoteAddress?: string } } }) => Promise<Response>;
  /** The newsletter confirmation page, mounted at /subscribe/confirm (same calling convention as `api`). */
  confirmation?: (request: Request, connection?: { incoming?: { socket?: { remoteAddress?: string } } }) => Promise<Response>;
  /** The telemetry beacons and their admin routes, mounted at /api/telemetry (same binding as `api`). */
  telemetry?: SiteAppOptions['api'];
  /** The build has analytics built in: the CSP then allows Google's analytics hosts. Default false. */
  analytics?: boolean;
  /** Send Strict-Transport-Security (the site's public URL is https). Default false. */
  hsts?: boolean;
  /** The owners' side (`/admin`, `/api/admin`), from admin/owner-admin.ts; mounted before the lead API. */
  admin?: Hono<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- its env types are its own
}

/**
 * The production site as one standard fetch handler: static pages and assets,
 * the redirects of old and alias paths to their real pages, /healthz and /api. The same handler runs under Node
 * (server/index.ts) or any platform that speaks Request → Response.
 */
export function createSiteApp({ files, api, confirmation, telemetry, analytics = false, hsts = false, admin }: SiteAppOptions): Hono {
  const app = new Hono();
  const headers = securityHeaders({ analytics, hsts });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));

  if (admin) app.route('/', admin);
  if (telemetry) app.all('/api/telemetry/*', (c) => telemetry(c.req.raw, c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined));
  if (api) app.all('/api/*', (c) => api(c.req.raw, c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined));
  if (confirmation) {
    app.on(['GET', 'HEAD'], '/subscribe/confirm', (c) =>
      confirmation(c.req.raw, c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined),
    );
  }

  app.on(['GET', 'HEAD'], '*', (c) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return c.text('Bad request: the path is not valid URL encoding.', 400);
    }

    const alias = aliases[normalizePath(path)];
    if (alias) return c.redirect(`${alias}${url.search}`, 301);
    if (path.length > 1 && path.endsWith('/') && files.has(`${normalizePath(path)}/index.html`)) {
      return c.redirect(`${normalizePath(path)}${url.search}`, 301);
    }

    const asset = path.endsWith('/index.html') || path === '/404.html' ? undefined : files.get(path);
    if (asset) return fileResponse(c.req.raw, path, asset);
    const page = files.get(path === '/' ? '/index.html' : `${path}/index.html`);
    if (page) return fileResponse(c.req.raw, path, page);

    const notFound = files.get('/404.html');
    if (!notFound) return c.text('Not found', 404);
    return fileResponse(c.req.raw, path, notFound, 404);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}
