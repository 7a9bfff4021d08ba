import { createOmnisendClient, type OmnisendClientOptions } from '@rooted/omnisend';
import type { LeadDeliverer } from './deliverer.js';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.js';
import { createLeadHandler, type LeadHandler, type LeadHandlerOptions } from './handler.js';
import { consoleLogger } from './logger.js';
import { createOmnisendDeliverer } from './omnisend-deliverer.js';
import { createSqliteOutbox, type SqliteOutbox } from './sqlite-outbox.js';

const WORKER_OPTIONS = [
  'maxAgeMs',
  'backoff',
  'probeBackoff',
  'leaseMs',
  'pollMs',
  'concurrency',
  'stopGraceMs',
  'sleep',
  'random',
  'retention',
] as const;
type WorkerOption = (typeof WORKER_OPTIONS)[number];

/** Options of {@link createLeadCapture}. */
export interface LeadCaptureOptions
  extends Omit<LeadHandlerOptions, 'outbox' | 'onStored'>,
    Pick<DeliveryWorkerOptions, WorkerOption> {
  /** SQLite file of the outbox, e.g. `data/leads.db`. */
  dbPath: string;
  /** Longest wait for another process's write lock, in ms (default 100); then the API answers 503. */
  busyTimeoutMs?: number;
  /**
   * Omnisend settings (server-side `OMNISEND_API_KEY`, optional `OMNISEND_API_URL`). Absent or
   * with an empty key: leads wait in the outbox and the worker logs once that delivery is paused.
   */
  omnisend?: (Partial<Pick<OmnisendClientOptions, 'apiKey'>> & Omit<OmnisendClientOptions, 'apiKey'>) | null;
  /** A custom deliverer; wins over `omnisend`. */
  deliverer?: LeadDeliverer | null;
  /** Strings blanked out of stored error texts (pass the API key). */
  secrets?: readonly string[];
  /** Start the worker at once. Default true. */
  autoStart?: boolean;
}

/** The wired parts; mount `handler` at `/api`. */
export interface LeadCapture {
  handler: LeadHandler;
  worker: DeliveryWorker;
  outbox: SqliteOutbox;
  /** Stops the worker (deliveries in flight finish or are released) and closes the database. */
  close(): Promise<void>;
}

/**
 * Wires a SQLite outbox, the lead handler and the delivery worker for a Node site server.
 * Each accepted lead kicks the worker, so it is sent at once when a deliverer is configured.
 */
export function createLeadCapture(options: LeadCaptureOptions): LeadCapture {
  const { dbPath, busyTimeoutMs, omnisend, secrets = [], autoStart = true, ...rest } = options;
  const logger = rest.logger ?? consoleLogger;
  const apiKey = omnisend?.apiKey?.trim();
  const deliverer =
    options.deliverer ??
    (omnisend && apiKey ? createOmnisendDeliverer({ client: createOmnisendClient({ ...omnisend, apiKey }) }) : null);
  const outbox = createSqliteOutbox({ path: dbPath, ...(busyTimeoutMs === undefined ? {} : { busyTimeoutMs }) });
  const worker = createDeliveryWorker({
    outbox,
    deliverer,
    logger,
    ...(rest.now ? { now: rest.now } : {}),
    ...(rest.staleAfterMs !== undefined ? { staleAfterMs: rest.staleAfterMs } : {}),
    ...pick(rest, WORKER_OPTIONS),
    secrets: apiKey ? [...secrets, apiKey] : secrets,
  });
  const { deliverer: _custom, ...handlerOptions } = rest;
  for (const key of WORKER_OPTIONS) delete (handlerOptions as Partial<Record<WorkerOption, unknown>>)[key];
  const handler = createLeadHandler({ ...handlerOptions, outbox, logger, deliveryStatus: worker.status, onStored: () => worker.kick() });
  if (autoStart) worker.start();
  return {
    handler,
    worker,
    outbox,
    async close() {
      await worker.stop();
      await outbox.close();
    },
  };
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}
