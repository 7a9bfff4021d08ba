import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  bearerAuth,
  bodyLimit,
  clientAddressOf,
  createMemoryRateLimitStore,
  createRateLimiter,
  errorHandler,
  originPolicy,
  parseJsonBody,
  type ConnectionInfo,
  type RateLimitOptions,
  type RateLimitStore,
  type TrustProxy,
} from '@rooted/server-kit';
import { browserFamily } from './browser-family.js';
import { errorFingerprint } from './fingerprint.js';
import { MAX_BEACON_BYTES } from './limits.js';
import { consoleTelemetryLogger, type TelemetryLogger } from './logger.js';
import { errorBeaconSchema, vitalsBeaconSchema } from './schemas.js';
import { scrubPersonalData } from './scrub.js';
import { utcDay, type ErrorReport, type RecordErrorResult, type TelemetryStore } from './store.js';

/** Where the request came from: the socket address, or a `@hono/node-server` `{ incoming }` binding. */
export type TelemetryConnection = ConnectionInfo;

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
  /** Read the client IP from `X-Forwarded-For` (see `@rooted/server-kit`). Default `'loopback'`. */
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
  /** Where wrong admin tokens are counted per client (past the limit: 429). Default: this process's memory. */
  adminFailures?: RateLimitStore;
  logger?: TelemetryLogger;
}

/** The route name of paths outside the site's routes. */
export const OTHER_ROUTE = '(other)';

/** The Hono env of the telemetry routes: the adapter's connection info as bindings. */
export interface TelemetryRoutesEnv {
  Bindings: TelemetryConnection | undefined;
}
type Env = TelemetryRoutesEnv;

/**
 * Creates the beacon endpoints `POST {basePath}/telemetry/errors` and `POST {basePath}/telemetry/vitals`
 * (bodies: JSON sent as `text/plain`, as `navigator.sendBeacon` sends a string, or as
 * `application/json`) and, with an admin token, `GET` on both to read them. Bad input is answered
 * with a 4xx and never stored; an accepted beacon gets `204`. Returned as a plain fetch handler.
 */
export function createTelemetryHandler(options: TelemetryHandlerOptions): TelemetryHandler {
  const app = createTelemetryRoutes(options);
  return (request, connection) => Promise.resolve(app.fetch(request, connection));
}

/**
 * The routes of {@link createTelemetryHandler} as a Hono app, for a server that mounts them with
 * `app.route('/', routes)`. Each route declares its guards (origin, body limit, admin token) as
 * middleware from `@rooted/server-kit`.
 */
export function createTelemetryRoutes(options: TelemetryHandlerOptions): Hono<TelemetryRoutesEnv> {
  const { store, adminToken } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleTelemetryLogger;
  const limits = options.rateLimit === false ? null : (options.rateLimit ?? {});
  const errorLimiter = limits ? createRateLimiter({ limit: 10, windowMs: 60_000, ...limits.errors }) : null;
  const vitalsLimiter = limits ? createRateLimiter({ limit: 20, windowMs: 60_000, ...limits.vitals }) : null;
  const maxRoutes = options.maxRoutesPerDay ?? 500;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 5000;
  let routeDay = '';
  const routesToday = new Set<string>();

  const app = new Hono<Env>().basePath(options.basePath ?? '/api');
  const fail = (c: Context<Env>, status: 400 | 403 | 408 | 413 | 415 | 429 | 503, error: string) =>
    c.json({ error }, status);

  /** The checks both beacons share; a Response when the beacon is refused, else its JSON. */
  const sameSite = originPolicy({
    ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
    onRefused: (c) => c.json({ error: 'Reports can only be sent from this site (Origin not allowed)' }, 403),
  });
  const beaconBody = bodyLimit({ maxBytes: MAX_BEACON_BYTES, timeoutMs: bodyTimeoutMs });
  const readBeacon = async <S extends z.ZodType>(
    c: Context<Env>,
    limiter: ReturnType<typeof createRateLimiter> | null,
    name: string,
    schema: S,
  ): Promise<Response | { beacon: z.output<S> }> => {
    // A beacon sent by `navigator.sendBeacon` with a string is text/plain: both are read as JSON.
    const contentType = c.req.header('content-type') ?? '';
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(contentType)) {
      return fail(c, 415, 'Content-Type must be text/plain or application/json');
    }
    if (limiter) {
      const verdict = limiter.hit(`${name}|${clientAddressOf(c, options.trustProxy).clientKey}`, now());
      if (!verdict.allowed) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
        return fail(c, 429, 'Too many reports. Please try again later.');
      }
    }
    // Read through the body limit (too large or too slow throws, and the error handler answers 413
    // or 408), then by the kit's JSON reader against the beacon's schema.
    const parsed = parseJsonBody(await c.req.text(), schema);
    if (parsed.ok) return { beacon: parsed.data };
    const [field, messages] = Object.entries(parsed.fields)[0] ?? [];
    return fail(c, 400, field && field !== 'form' && messages?.[0] ? `${field}: ${messages[0]}` : parsed.error);
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

  app.post('/telemetry/errors', sameSite, beaconBody, async (c) => {
    const read = await readBeacon(c, errorLimiter, 'errors', errorBeaconSchema);
    if (read instanceof Response) return read;
    const { beacon } = read;
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
    if (result === 'dropped')
      logger.warn('Error report dropped: the store holds its most error groups', { fingerprint: report.fingerprint });
    try {
      options.onErrorReport?.(report, result);
    } catch (error) {
      logger.warn('onErrorReport callback failed', { error: String(error) });
    }
    return c.body(null, 204);
  });

  app.post('/telemetry/vitals', sameSite, beaconBody, async (c) => {
    const read = await readBeacon(c, vitalsLimiter, 'vitals', vitalsBeaconSchema);
    if (read instanceof Response) return read;
    const at = now();
    const metrics = Object.fromEntries(Object.entries(read.beacon.metrics).filter(([, value]) => value !== undefined));
    try {
      await store.recordVitals({ day: utcDay(at), route: keptRoute(read.beacon.route, at), metrics });
    } catch (error) {
      return unavailable(c, 'field vitals', error);
    }
    return c.body(null, 204);
  });

  if (adminToken) {
    const operator = bearerAuth({
      token: adminToken,
      store: options.adminFailures ?? createMemoryRateLimitStore(),
      keyPrefix: 'telemetry-admin',
      now,
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    });
    app.get('/telemetry/errors', operator, async (c) => {
      const days = wholeNumber(c.req.query('days'), 30, 1, 3650);
      const limit = wholeNumber(c.req.query('limit'), 100, 1, 1000);
      if (days === null || limit === null)
        return c.json({ error: 'days and limit must be whole numbers (days 1-3650, limit 1-1000)' }, 400);
      c.header('Cache-Control', 'no-store');
      return c.json({ days, errors: await store.listErrors({ limit, since: now() - days * 86_400_000 }) });
    });
    app.get('/telemetry/vitals', operator, async (c) => {
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
  // A body over its limit (413), a slow one (408) and an outage's 503 answer with their own
  // response; an aborted request or a bug is one log line.
  app.onError(
    errorHandler({
      logger: {
        warn: (line) => logger.warn(`Telemetry endpoint: ${line}`),
        error: (line) => logger.error(`Telemetry endpoint error: ${line}`),
      },
    }),
  );
  return app;
}

/** A query parameter as a whole number within bounds, the fallback when absent, or null when invalid. */
function wholeNumber(text: string | undefined, fallback: number, min: number, max: number): number | null {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
