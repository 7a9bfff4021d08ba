import { createOmnisendClient, type OmnisendClientOptions } from '@rooted/omnisend';
import type { LeadDeliverer } from './deliverer.js';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions, type DrainOptions, type DrainResult } from './delivery-worker.js';
import { createLeadHandler, type LeadHandler, type LeadHandlerOptions } from './handler.js';
import { consoleLogger } from './logger.js';
import { createOmnisendDeliverer } from './omnisend-deliverer.js';
import type { Outbox } from './outbox.js';
import type { RateLimitStore } from './rate-limiter.js';
import { createSqliteOutbox, type SqliteOutbox } from './sqlite-outbox.js';

const WORKER_OPTIONS = [
  'maxAgeMs',
  'backoff',
  'probeBackoff',
  'leaseMs',
  'pollMs',
  'idlePollMs',
  'concurrency',
  'stopGraceMs',
  'sleep',
  'random',
  'retention',
] as const;
type WorkerOption = (typeof WORKER_OPTIONS)[number];

/**
 * Where the lead API keeps its state when it is not the default SQLite file, e.g. the stores of
 * `openPostgresStores` (`@rooted/lead-capture/postgres`), which several instances share.
 */
export interface LeadStores<O extends Outbox = Outbox> {
  outbox: O;
  /** Shared rate-limit counts; absent: each process counts its own. */
  rateLimits?: RateLimitStore;
  /** Releases the stores; absent: `outbox.close()`. */
  close?(): Promise<void>;
}

/** Options of {@link createLeadCapture}. */
export interface LeadCaptureOptions<O extends Outbox = SqliteOutbox>
  extends Omit<LeadHandlerOptions, 'outbox' | 'onStored' | 'rateLimitStore'>,
    Pick<DeliveryWorkerOptions, WorkerOption> {
  /** SQLite file of the outbox, e.g. `data/leads.db`. Required unless `stores` is given. */
  dbPath?: string;
  /** Stores to use instead of the SQLite file (`dbPath` is then ignored). */
  stores?: LeadStores<O>;
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
export interface LeadCapture<O extends Outbox = SqliteOutbox> {
  handler: LeadHandler;
  worker: DeliveryWorker;
  outbox: O;
  /**
   * Delivers the leads due now and resolves (see {@link DeliveryWorker.drain}): for a scheduled
   * job on a serverless platform, with `autoStart: false` and a `deadlineMs` under the job's limit.
   */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Stops the worker (deliveries in flight finish or are released) and closes the database. */
  close(): Promise<void>;
}

/**
 * Wires the outbox (a SQLite file at `dbPath`, or the given `stores`), the lead handler and the
 * delivery worker for a site server. Each accepted lead kicks the worker, so it is sent at once
 * when a deliverer is configured.
 */
export function createLeadCapture<O extends Outbox = SqliteOutbox>(options: LeadCaptureOptions<O>): LeadCapture<O> {
  const { dbPath, stores, busyTimeoutMs, omnisend, secrets = [], autoStart = true, ...rest } = options;
  const logger = rest.logger ?? consoleLogger;
  const apiKey = omnisend?.apiKey?.trim();
  const deliverer =
    options.deliverer ??
    (omnisend && apiKey ? createOmnisendDeliverer({ client: createOmnisendClient({ ...omnisend, apiKey }) }) : null);
  if (!stores && dbPath === undefined) throw new Error('createLeadCapture needs a dbPath (SQLite file) or stores.');
  const outbox = (stores?.outbox ??
    createSqliteOutbox({ path: dbPath as string, ...(busyTimeoutMs === undefined ? {} : { busyTimeoutMs }) })) as O;
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
  const handler = createLeadHandler({
    ...handlerOptions,
    outbox,
    ...(stores?.rateLimits ? { rateLimitStore: stores.rateLimits } : {}),
    logger,
    deliveryStatus: worker.status,
    onStored: () => worker.kick(),
  });
  if (autoStart) worker.start();
  return {
    handler,
    worker,
    outbox,
    drain: (drainOptions) => worker.drain(drainOptions),
    async close() {
      await worker.stop();
      await (stores?.close ? stores.close() : outbox.close());
    },
  };
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}
