import {
  errorHandler,
  requestPolicy as requestPolicyMiddleware,
  securityHeaders as securityHeadersMiddleware,
  type RequestPolicy,
} from '@rooted/server-kit';
import { Hono, type MiddlewareHandler } from 'hono';
import { aliases } from '../src/routes/aliases';
import { normalizePath } from '../src/routes/route-table';
import type { OwnerApi } from '@rooted/admin/server';
import { createConfirmationRoute, type ConfirmationFetch } from './confirmation-route';
import { createPublishedContentRoute } from './published-content-route';
import { sameOriginFrameHeaders, securityHeaders } from './security-headers';
import type { StaticFile } from './static-files';
import { fileResponse } from './static-response';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each room's env types are its own; all read the adapter's bindings
type AnyHono = Hono<any>;

export interface SiteAppOptions {
  /** The built site (dist/client), loaded by loadStaticFiles. */
  files: Map<string, StaticFile>;
  /** The lead API's routes (`@rooted/lead-capture`'s `routes`, under /api/leads). */
  leads?: AnyHono;
  /** The newsletter confirmation page, mounted at /subscribe/confirm: a fetch handler given the adapter's bindings. */
  confirmation?: ConfirmationFetch;
  /** The telemetry beacons and their admin routes (`@rooted/telemetry`'s `routes`, under /api/telemetry). */
  telemetry?: AnyHono;
  /** The build has analytics built in: the CSP then allows Google's analytics hosts. Default false. */
  analytics?: boolean;
  /**
   * The owner's side (`@rooted/admin/server`): its routes (`/admin`, `/api/admin`, `/media`) and
   * its publisher, whose newest version open tabs read at `/api/content`. Mounted before the lead API.
   */
  owner?: { routes: AnyHono; publisher: Pick<OwnerApi['publisher'], 'current' | 'versions'> };
  /** Put in front of the lead API and the telemetry beacons: refuses their writes while the shared database is down. */
  outageGate?: MiddlewareHandler;
  /** People's privacy requests (`/privacy/request`, `/privacy/confirm`), the owner's API's `privacyRoutes`. */
  privacy?: AnyHono;
  /** Send Strict-Transport-Security (the site's public URL is https). Default false. */
  hsts?: boolean;
  /**
   * Which proxies to believe and which origins may write (TRUST_PROXY, ALLOWED_ORIGINS): set once
   * on every request's context, where each room reads it. Default: a proxy on this machine only,
   * the request's own origin.
   */
  requestPolicy?: Partial<RequestPolicy>;
}

/**
 * The site's map: each room with the URL prefixes it answers, in the order they are tried, and the
 * paths the site gates for it. `gated` paths pass the outage gate first: while the shared database
 * is down their writes are refused at once. Every room's own guards (body caps, origin, session,
 * tokens) are declared on its routes; the owner's are listed in apps/admin/server/owner-route-map.ts.
 */
export const SITE_MAP = {
  owner: { at: ['/admin', '/api/admin', '/media'] },
  // Open tabs ask here for a newer publish; mounted with the owner's routes, so static hosting has no such path.
  publishedContent: { at: ['/api/content'] },
  telemetry: { at: ['/api/telemetry'], gated: ['/api/telemetry/*'] },
  leads: { at: ['/api/leads'], gated: ['/api/leads', '/api/leads/*'] },
  confirmation: { at: ['/subscribe/confirm'] },
  privacy: { at: ['/privacy/request', '/privacy/confirm'], gated: ['/privacy/request'] },
} as const satisfies Record<string, { at: readonly string[]; gated?: readonly string[] }>;

/**
 * The production site as one standard fetch handler: static pages and assets, the redirects of
 * old and alias paths to their real pages, /healthz and /api. Every room is a Hono app mounted
 * with `app.route`, each route declaring its own guards (body limit, origin, client address,
 * rate limits, tokens) as middleware from `@rooted/server-kit`; the site adds the security
 * headers a route has not narrowed and one error handler. The same handler runs under Node
 * (server/index.ts) or any platform that speaks Request → Response.
 */
export function createSiteApp({
  files,
  leads,
  confirmation,
  telemetry,
  analytics = false,
  hsts = false,
  owner,
  outageGate,
  privacy,
  requestPolicy,
}: SiteAppOptions): Hono {
  const app = new Hono();
  // First: every room below reads the request's policy from its context.
  app.use('*', requestPolicyMiddleware(requestPolicy));
  const headers = securityHeaders({ analytics, hsts });
  app.use('*', securityHeadersMiddleware(headers));
  // The editor's live preview frames the site's own pages; nothing else may frame them.
  app.use('*', async (c, next) => {
    await next();
    const framed = sameOriginFrameHeaders(c.req.raw, headers['Content-Security-Policy']!);
    if (framed) for (const [name, value] of Object.entries(framed)) c.res.headers.set(name, value);
  });
  // A body over its limit or a database outage answers with its own response; an aborted
  // upload or a bug is one log line.
  app.onError(errorHandler());

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));

  const rooms: Record<keyof typeof SITE_MAP, AnyHono | undefined> = {
    owner: owner?.routes,
    publishedContent: owner && createPublishedContentRoute(owner.publisher),
    telemetry,
    leads,
    confirmation: confirmation && createConfirmationRoute(confirmation),
    privacy,
  };
  const entries = Object.entries(SITE_MAP) as [keyof typeof SITE_MAP, { gated?: readonly string[] }][];
  if (outageGate) for (const [, { gated = [] }] of entries) for (const path of gated) app.use(path, outageGate);
  for (const [name] of entries) if (rooms[name]) app.route('/', rooms[name]);
  // Anything else under /api is an API's "not found", not the site's 404 page.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

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
