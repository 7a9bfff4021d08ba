import type { Hono } from 'hono';
import {
  createTelemetryRoutes,
  type TelemetryHandler,
  type TelemetryHandlerOptions,
  type TelemetryRoutesEnv,
} from './handler.js';
import { consoleTelemetryLogger } from './logger.js';
import { createSentryForwarder, type SentryForwarder } from './sentry.js';
import { createSqliteTelemetryStore } from './sqlite-store.js';
import { utcDay, type TelemetryStore } from './store.js';

/** Options of {@link createTelemetry}. */
export interface TelemetryOptions extends Omit<TelemetryHandlerOptions, 'store' | 'onErrorReport'> {
  /** The SQLite file; ignored when `store` is given. */
  dbPath?: string;
  /**
   * A store to use instead of the SQLite file, e.g. `postgresTelemetryStoreOn(pool, schema)` from
   * `@rooted/telemetry/postgres` when several instances share one database.
   */
  store?: TelemetryStore;
  /** How long error groups (by last report) and daily vitals are kept. Default 90 days. */
  retentionDays?: number;
  /** A Sentry-compatible DSN to forward error reports to, from the server. */
  sentryDsn?: string | undefined;
  /** The `environment` of forwarded events. */
  sentryEnvironment?: string | undefined;
  /** Most error groups kept. Default 1000. */
  maxGroups?: number;
}

/** What {@link createTelemetry} returns. */
export interface Telemetry {
  handler: TelemetryHandler;
  /** The same routes as `handler`, as a Hono app to mount with `app.route('/', routes)`. */
  routes: Hono<TelemetryRoutesEnv>;
  store: TelemetryStore;
  /** Deletes what is older than the retention; runs at start and every 6 hours by itself. */
  purge(): Promise<{ errors: number; vitals: number }>;
  /** Stops the retention timer, waits for forwarding in flight and closes the database. */
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * The all-in-one wiring for a Node site server: the SQLite store (or the given one), the handler, retention and
 * (with `sentryDsn`) forwarding. Mount `handler` at `/api/telemetry/*`.
 */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const {
    dbPath,
    store: given,
    retentionDays = 90,
    sentryDsn,
    sentryEnvironment,
    maxGroups,
    ...handlerOptions
  } = options;
  const logger = options.logger ?? consoleTelemetryLogger;
  const now = options.now ?? Date.now;
  if (!given && dbPath === undefined) throw new TypeError('createTelemetry needs a dbPath (SQLite file) or a store.');
  const store = given ?? createSqliteTelemetryStore({ path: dbPath as string, ...(maxGroups ? { maxGroups } : {}) });
  const forwarder: SentryForwarder | null = sentryDsn
    ? createSentryForwarder({ dsn: sentryDsn, environment: sentryEnvironment, logger })
    : null;
  const routes = createTelemetryRoutes({
    ...handlerOptions,
    store,
    ...(forwarder ? { onErrorReport: forwarder } : {}),
  });
  const handler: TelemetryHandler = (request, connection) => Promise.resolve(routes.fetch(request, connection));

  const purge = () => {
    const cutoff = now() - retentionDays * DAY_MS;
    return store.purge({ before: cutoff, beforeDay: utcDay(cutoff) });
  };
  const runPurge = () => {
    purge().catch((error: unknown) => logger.warn('Telemetry retention failed', { error: String(error) }));
  };
  runPurge();
  const timer = setInterval(runPurge, 6 * 3_600_000);
  timer.unref();

  return {
    handler,
    routes,
    store,
    purge,
    async close() {
      clearInterval(timer);
      await forwarder?.idle();
      await store.close();
    },
  };
}
