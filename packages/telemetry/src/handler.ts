import { Hono, type Context } from 'hono';
import {
  checkOrigin,
  createRateLimiter,
  ipRateLimitKey,
  resolveClientIp,
  bearerToken,
  readLimitedText,
  tokenMatches,
  type RateLimitOptions,
  type TrustProxy,
} from '@rooted/lead-capture';
import { browserFamily } from './browser-family.js';
import { errorFingerprint } from './fingerprint.js';
import { MAX_BEACON_BYTES } from './limits.js';
import { consoleTelemetryLogger, type TelemetryLogger } from './logger.js';
import { errorBeaconSchema, firstIssue, vitalsBeaconSchema } from './schemas.js';
import { scrubPersonalData } from './scrub.js';
import { utcDay, type ErrorReport, type RecordErrorResult, type TelemetryStore } from './store.js';

/** Where the request came from: the socket address, or a `@hono/node-server` `{ incoming }` binding. */
export interface TelemetryConnection {
  remoteAddress?: string;
  incoming?: { socket?: { remoteAddress?: string } };
}

/** A standard fetch handler; the optional second argument carries the socket address. */
export type TelemetryHandler = (request: Request, connection?: TelemetryConnection) => Promise<Response>;

/** Options of {@link createTelemetryHandler}. */
export interface TelemetryHandlerOptions {
  store: TelemetryStore;
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Mount path. Default `/api`: the routes are `/api/telemetry/errors` and `/api/telemetry/vitals`. */
  basePath?: string;
  /** Enables `GET` on both routes (the lists) for `Authorization: Bearer <adminToken>`. */
  adminToken?: string | undefined;
  /**
   * Per-IP limits. Defaults: 10 error reports and 20 vitals beacons a minute (a page view sends
   * one vitals beacon, or a few when it is hidden and shown again). `false` disables both.
   */
  rateLimit?: { errors?: RateLimitOptions; vitals?: RateLimitOptions } | false;
  /** Read the client IP from `X-Forwarded-For`, as `@rooted/lead-capture` does. Default `'loopback'`. */
  trustProxy?: TrustProxy;
  /** Pages allowed to post. Default: the request's own host. */
  allowedOrigins?: readonly string[] | undefined;
  /**
   * Maps a reported path to the route it is kept under (e.g. the site's route table), or null
   * for a path the site does not have, kept as `(other)`. Default: the path as sent.
   */
  normalizeRoute?: (path: string) => string | null;
  /** Distinct routes kept per UTC day (per process) before further ones count as `(other)`. Default 500. */
  maxRoutesPerDay?: number;
  /** Called after an error report was stored, e.g. to forward it (see `createSentryForwarder`). */
  onErrorReport?: (report: ErrorReport, result: RecordErrorResult) => void;
  /** Deadline for reading a beacon body, in ms. Default 5000. */
  bodyTimeoutMs?: number;
  logger?: TelemetryLogger;
}

/** The route name of paths outside the site's routes. */
export const OTHER_ROUTE = '(other)';

interface Env {
  Bindings: TelemetryConnection | undefined;
}

/**
 * Creates the beacon endpoints `POST {basePath}/telemetry/errors` and `POST {basePath}/telemetry/vitals`
 * (bodies: JSON sent as `text/plain`, as `navigator.sendBeacon` sends a string, or as
 * `application/json`) and, with an admin token, `GET` on both to read them. Bad input is answered
 * with a 4xx and never stored; an accepted beacon gets `204`. Returned as a plain fetch handler.
 */
export function createTelemetryHandler(options: TelemetryHandlerOptions): TelemetryHandler {
  const { store, adminToken } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleTelemetryLogger;
  const limits = options.rateLimit === false ? null : options.rateLimit ?? {};
  const errorLimiter = limits ? createRateLimiter({ limit: 10, windowMs: 60_000, ...limits.errors }) : null;
  const vitalsLimiter = limits ? createRateLimiter({ limit: 20, windowMs: 60_000, ...limits.vitals }) : null;
  const maxRoutes = options.maxRoutesPerDay ?? 500;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 5000;
  let routeDay = '';
  const routesToday = new Set<string>();

  const app = new Hono<Env>().basePath(options.basePath ?? '/api');
  const fail = (c: Context<Env>, status: 400 | 403 | 408 | 413 | 415 | 429 | 503, error: string) => c.json({ error }, status);

  /** The checks both beacons share; a Response when the beacon is refused, else its JSON. */
  const readBeacon = async (c: Context<Env>, limiter: ReturnType<typeof createRateLimiter> | null, name: string) => {
    if (!checkOrigin(c.req.raw, { ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}) }).ok) {
      return fail(c, 403, 'Reports can only be sent from this site (Origin not allowed)');
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(contentType)) {
      return fail(c, 415, 'Content-Type must be text/plain or application/json');
    }
    if (limiter) {
      const socketIp = c.env?.remoteAddress ?? c.env?.incoming?.socket?.remoteAddress;
      const ip = resolveClientIp(c.req.raw.headers, socketIp, options.trustProxy);
      const verdict = limiter.hit(`${name}|${ip ? ipRateLimitKey(ip) : 'unknown'}`, now());
      if (!verdict.allowed) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
        return fail(c, 429, 'Too many reports. Please try again later.');
      }
    }
    const body = await readLimitedText(c.req.raw, MAX_BEACON_BYTES, bodyTimeoutMs);
    if (!body.ok) return body.reason === 'timeout' ? fail(c, 408, 'Request body took too long') : fail(c, 413, 'Request body too large');
    try {
      return { json: JSON.parse(body.text) as unknown };
    } catch {
      return fail(c, 400, 'Malformed JSON body');
    }
  };

  /** The route a path is kept under; bounded per day so made-up paths cannot grow the store. */
  const keptRoute = (path: string, at: number): string => {
    const route = options.normalizeRoute ? options.normalizeRoute(path) : path;
    if (route === null) return OTHER_ROUTE;
    const day = utcDay(at);
    if (day !== routeDay) {
      routeDay = day;
      routesToday.clear();
    }
    if (routesToday.has(route)) return route;
    if (routesToday.size >= maxRoutes) return OTHER_ROUTE;
    routesToday.add(route);
    return route;
  };

  const unavailable = (c: Context<Env>, what: string, error: unknown) => {
    logger.error(`Could not store ${what}`, { error: String(error) });
    c.header('Retry-After', '60');
    return fail(c, 503, 'Could not store the report right now.');
  };

  app.post('/telemetry/errors', async (c) => {
    const read = await readBeacon(c, errorLimiter, 'errors');
    if (read instanceof Response) return read;
    const parsed = errorBeaconSchema.safeParse(read.json);
    if (!parsed.success) return fail(c, 400, firstIssue(parsed.error));
    const beacon = parsed.data;
    const at = now();
    const message = scrubPersonalData(beacon.message);
    const stack = beacon.stack === undefined ? undefined : scrubPersonalData(beacon.stack);
    const report: ErrorReport = {
      fingerprint: errorFingerprint({ kind: beacon.kind, message, stack }),
      kind: beacon.kind,
      message,
      ...(stack ? { stack } : {}),
      route: keptRoute(beacon.route, at),
      ...(beacon.release ? { release: beacon.release } : {}),
      browser: browserFamily(c.req.header('user-agent')),
      at,
    };
    let result: RecordErrorResult;
    try {
      result = await store.recordError(report);
    } catch (error) {
      return unavailable(c, 'an error report', error);
    }
    if (result === 'dropped') logger.warn('Error report dropped: the store holds its most error groups', { fingerprint: report.fingerprint });
    try {
      options.onErrorReport?.(report, result);
    } catch (error) {
      logger.warn('onErrorReport callback failed', { error: String(error) });
    }
    return c.body(null, 204);
  });

  app.post('/telemetry/vitals', async (c) => {
    const read = await readBeacon(c, vitalsLimiter, 'vitals');
    if (read instanceof Response) return read;
    const parsed = vitalsBeaconSchema.safeParse(read.json);
    if (!parsed.success) return fail(c, 400, firstIssue(parsed.error));
    const at = now();
    const metrics = Object.fromEntries(Object.entries(parsed.data.metrics).filter(([, value]) => value !== undefined));
    try {
      await store.recordVitals({ day: utcDay(at), route: keptRoute(parsed.data.route, at), metrics });
    } catch (error) {
      return unavailable(c, 'field vitals', error);
    }
    return c.body(null, 204);
  });

  const authorized = async (c: Context<Env>) => {
    const presented = bearerToken(c.req.header('authorization'));
    return adminToken !== undefined && presented !== null && (await tokenMatches(presented, adminToken));
  };
  const unauthorized = (c: Context<Env>) => c.json({ error: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });

  if (adminToken) {
    app.get('/telemetry/errors', async (c) => {
      if (!(await authorized(c))) return unauthorized(c);
      const days = wholeNumber(c.req.query('days'), 30, 1, 3650);
      const limit = wholeNumber(c.req.query('limit'), 100, 1, 1000);
      if (days === null || limit === null) return c.json({ error: 'days and limit must be whole numbers (days 1-3650, limit 1-1000)' }, 400);
      c.header('Cache-Control', 'no-store');
      return c.json({ days, errors: await store.listErrors({ limit, since: now() - days * 86_400_000 }) });
    });
    app.get('/telemetry/vitals', async (c) => {
      if (!(await authorized(c))) return unauthorized(c);
      const days = wholeNumber(c.req.query('days'), 7, 1, 3650);
      if (days === null) return c.json({ error: 'days must be a whole number from 1 to 3650' }, 400);
      const byDay = c.req.query('by') === 'day';
      const fromDay = utcDay(now() - (days - 1) * 86_400_000);
      c.header('Cache-Control', 'no-store');
      return c.json({ days, fromDay, routes: await store.vitals({ fromDay, byDay }) });
    });
  }
  const allow = adminToken ? 'GET, POST' : 'POST';
  app.all('/telemetry/errors', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: allow }));
  app.all('/telemetry/vitals', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: allow }));

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    logger.error('Telemetry endpoint error', { error: String(error) });
    return c.json({ error: 'Internal error' }, 500);
  });

  return (request, connection) => Promise.resolve(app.fetch(request, connection));
}

/** A query parameter as a whole number within bounds, the fallback when absent, or null when invalid. */
function wholeNumber(text: string | undefined, fallback: number, min: number, max: number): number | null {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
