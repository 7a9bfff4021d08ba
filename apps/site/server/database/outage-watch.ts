/**
 * Watches the shared database for an outage, so the server says so once, not once per request,
 * and answers at once while it lasts instead of letting every request find out for itself.
 *
 * Stores report failures through their loggers ({@link OutageWatch.quiet}); a failure that means
 * "the database cannot be reached" (refused or dropped connections, a server shutting down or
 * starting up, a connect timeout) opens the outage: one line is logged, and a probe
 * (`SELECT 1`) runs every `probeMs` until it answers; then one more line says it is back. Anything
 * else a store logs passes through unchanged. A slow statement is not an outage: its timeout fails
 * that one request, and the database stays in service.
 */

/** A logger as the stores take it (lead capture's and telemetry's have this shape). */
export interface StoreLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** Options of {@link createOutageWatch}. */
export interface OutageWatchOptions {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  probe(): Promise<unknown>;
  /** Where the two lines go (default the console). */
  log?: { warn(message: string): void; info(message: string): void };
  /** Time between probes during an outage (default 1 s). */
  probeMs?: number;
  now?: () => number;
}

/** What {@link createOutageWatch} returns. */
export interface OutageWatch {
  /** True from the first connection failure until a probe succeeds. */
  readonly down: boolean;
  /** Reports an error; opens the outage when it is a connection failure. Returns whether it was one. */
  report(error: unknown): boolean;
  /** Wraps a store's logger: connection failures go to the watch, the rest to `logger`. */
  quiet<L extends StoreLogger>(logger: L): L;
  /** Stops probing (at shutdown). */
  close(): void;
}

/**
 * Error texts of an unreachable database, from the client (postgres.js codes, Node socket codes)
 * and from the server (SQLSTATE 57P01-57P03 and class 08, in words as in their messages).
 */
const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|CONNECT_TIMEOUT|terminating connection|database system is (shutting down|starting up|in recovery mode|not yet accepting)|connection failure|could not connect|Connection terminated|57P0[1-3]|\b08[0-9A-Z]{3}\b/i;

/** Whether an error (or its text) says the database could not be reached. */
export function isUnreachable(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const code = typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : '';
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return UNREACHABLE.test(`${code} ${text}`);
}

/** Starts watching; see the module comment. */
export function createOutageWatch(options: OutageWatchOptions): OutageWatch {
  const log = options.log ?? {
    warn: (message: string) => console.warn(message),
    info: (message: string) => console.info(message),
  };
  const probeMs = options.probeMs ?? 1_000;
  const now = options.now ?? Date.now;
  let since: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const probeLater = () => {
    if (closed) return;
    timer = setTimeout(() => {
      // A probe that never settles counts as failed, so probing goes on.
      let giveUp: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise((_, reject) => {
        giveUp = setTimeout(() => reject(new Error('probe timed out')), probeMs * 3);
        giveUp.unref();
      });
      Promise.race([options.probe(), late])
        .finally(() => clearTimeout(giveUp))
        .then(
          () => {
            const seconds = Math.round((now() - (since ?? now())) / 1000);
            since = undefined;
            log.info(`database: reachable again after ${seconds} s`);
          },
          () => probeLater(),
        );
    }, probeMs);
    timer.unref();
  };

  const report = (error: unknown): boolean => {
    if (!isUnreachable(error)) return false;
    if (since === undefined) {
      since = now();
      // The error's first line only: its detail could name the host, never the password, but a
      // stack per outage is noise.
      const reason = (error instanceof Error ? error.message : String(error))
        .replace(/^\w*Error: /, '')
        .split('\n')[0]
        ?.slice(0, 120);
      log.warn(`database: unreachable (${reason}); answering 503 until it is back`);
      probeLater();
    }
    return true;
  };

  const quiet = <L extends StoreLogger>(logger: L): L => {
    const pass = (level: 'info' | 'warn' | 'error') => (message: string, data?: Record<string, unknown>) => {
      if (data && 'error' in data && report(data.error)) return;
      logger[level](message, data);
    };
    return { ...logger, info: pass('info'), warn: pass('warn'), error: pass('error') };
  };

  return {
    get down() {
      return since !== undefined;
    },
    report,
    quiet,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
