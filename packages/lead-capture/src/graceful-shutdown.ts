import type { Server } from 'node:http';
import type { LeadCapture } from './lead-capture.js';
import { consoleLogger, type LeadLogger } from './logger.js';

/** Options of {@link installGracefulShutdown}. */
export interface GracefulShutdownOptions {
  /** The HTTP server to stop. */
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** The lead capture to close once requests are done. */
  leads: Pick<LeadCapture, 'worker' | 'close'>;
  /** How long requests in flight may take to finish before their connections are cut. Default 8 s. */
  drainMs?: number;
  /** The whole shutdown's limit; past it the process exits with 1. Default 20 s. */
  timeoutMs?: number;
  logger?: LeadLogger;
  /** Ends the process. Default `process.exit`. */
  exit?: (code: number) => void;
  /** Signals to handle. Default SIGTERM and SIGINT. */
  signals?: readonly NodeJS.Signals[];
}

/**
 * Stops a Node server that takes leads without cutting anyone off: on SIGTERM or SIGINT it stops
 * accepting connections, lets the requests in flight finish (their leads are committed and
 * answered), lets the delivery in flight finish or releases it for the next process, closes the
 * database and exits 0, all within `timeoutMs`. Orchestrators send SIGTERM and kill ~30 s later;
 * finishing well inside that means no visitor sees a dropped connection during a deploy.
 * Returns a function that runs the same shutdown on demand (e.g. from a test or an admin hook).
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): (reason: string) => Promise<void> {
  const { server, leads } = options;
  const drainMs = options.drainMs ?? 8000;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const logger = options.logger ?? consoleLogger;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;

  const drainRequests = () =>
    new Promise<void>((resolve) => {
      // close() refuses new connections and ends idle keep-alive ones; a connection whose request
      // finishes later turns idle then, so keep ending idle ones until all are gone.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), drainMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });

  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      logger.info('Shutting down: finishing requests and the delivery in flight', { reason });
      const force = setTimeout(() => {
        logger.error('Shutdown did not finish in time; exiting', { timeoutMs });
        exit(1);
      }, timeoutMs);
      force.unref();
      try {
        await Promise.all([drainRequests(), leads.worker.stop()]);
        await leads.close();
        clearTimeout(force);
        logger.info('Stopped cleanly');
        exit(0);
      } catch (error) {
        clearTimeout(force);
        logger.error('Shutdown failed', { error: String(error) });
        exit(1);
      }
    })();
    return stopping;
  };

  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
