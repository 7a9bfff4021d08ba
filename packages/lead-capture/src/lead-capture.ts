import { createOmnisendClient, type OmnisendClientOptions, type RequestBudgetStore } from '@rooted/omnisend';
import type { LeadDeliverer } from './deliverer.js';
import {
  createDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type DrainOptions,
  type DrainResult,
} from './delivery-worker.js';
import type { Hono } from 'hono';
import { createLeadRoutes, type LeadHandler, type LeadHandlerOptions, type LeadRoutesEnv } from './handler.js';
import { createConfirmationHandler, type ConfirmationHandler } from './consent/confirmation-handler.js';
import type { ConfirmationPage } from './consent/confirmation-page.js';
import { createMemoryConsentStore, type ConsentStore } from './consent/consent-store.js';
import { loadOrCreateSecretFile } from './consent/secret-file.js';
import { createSqliteConsentStore } from './consent/sqlite-consent-store.js';
import { consoleLogger } from './logger.js';
import { createOmnisendDeliverer } from './omnisend-deliverer.js';
import type { Outbox } from './outbox.js';
import type { UsedNonceStore } from './bot-defence/used-nonces.js';
import type { RateLimitStore } from '@rooted/server-kit';
import { createSqliteOutbox, type SqliteOutbox } from './sqlite/sqlite-outbox.js';
import type { PersonalDataStore } from './erasure/personal-data.js';
import { createSqlitePersonalData } from './erasure/sqlite-personal-data.js';

const DAY_MS = 86_400_000;

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
  /** Pending and confirmed double opt-in signups; required while double opt-in is on. */
  consent?: ConsentStore;
  /** Used form tokens; absent: each process remembers its own (a token then works once per instance). */
  usedNonces?: UsedNonceStore;
  /** One person's data in these stores, for requests to see or erase it; absent: such requests cannot be met. */
  personalData?: PersonalDataStore;
  /**
   * Omnisend's request budget, shared: the client's limit (default 320 a minute) then holds for
   * every instance together. Absent: each process keeps its own window.
   */
  omnisendBudget?: RequestBudgetStore;
  /** Releases the stores; absent: `outbox.close()`. */
  close?(): Promise<void>;
}

/** Options of {@link createLeadCapture}. */
export interface LeadCaptureOptions<O extends Outbox = SqliteOutbox>
  extends
    Omit<LeadHandlerOptions, 'outbox' | 'onStored' | 'rateLimitStore'>,
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
  /**
   * Secrets that sign form tokens, challenges and confirmation links (16+ characters), current
   * first; list the previous one after a rotation until its links have expired (7 days).
   * Default: one generated and kept in `<dbPath>.signing-secret`, so restarts keep links valid.
   */
  signingSecrets?: readonly string[];
  /**
   * The site's public origin, e.g. `https://rooted.example`: confirmation links point there.
   * Required while double opt-in is on (the default).
   */
  publicUrl?: string;
  /** Where the confirmation page's "sign up again" link points. Default `/`. */
  signUpUrl?: string;
  /** Proof-of-work difficulty for the default bot defence (see `BotDefenceOptions.proofOfWork`). Default `'000'`. */
  powKeyPrefix?: string;
  /** Renders the confirmation page in the site's look. Default: a plain accessible page. */
  renderConfirmationPage?: (page: ConfirmationPage) => string;
  /**
   * How long a confirmed signup (the proof of consent: when, from which IP, with which wording)
   * is kept after its confirmation. Default {@link CONSENT_RETENTION_MS} (three years).
   */
  consentRetentionMs?: number;
}

/** Default of `consentRetentionMs`: three years, long enough to prove a consent when it is questioned. */
export const CONSENT_RETENTION_MS = 3 * 365 * DAY_MS;

/** The wired parts; mount `handler` at `/api`. */
export interface LeadCapture<O extends Outbox = SqliteOutbox> {
  handler: LeadHandler;
  /** The same routes as `handler`, as a Hono app to mount with `app.route('/', routes)`. */
  routes: Hono<LeadRoutesEnv>;
  /** `GET /subscribe/confirm?t=…` (the page with the button) and its `POST`: mount both at that path of the site. */
  confirmation: ConfirmationHandler;
  /** Pending and confirmed double opt-in signups (in the same SQLite file). */
  consentStore: ConsentStore;
  /**
   * One person's data in the lead stores, for requests to see or erase it (on the SQLite file, or
   * the stores' own); null for an in-memory file or stores without one.
   */
  personalData: PersonalDataStore | null;
  worker: DeliveryWorker;
  outbox: O;
  /**
   * Delivers the leads due now and resolves (see {@link DeliveryWorker.drain}): for a scheduled
   * job on a serverless platform, with `autoStart: false` and a `deadlineMs` under the job's limit.
   */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** The secrets that sign form tokens and links, current first: the site's privacy request links use them too. */
  signingSecrets: readonly [string, ...string[]];
  /** Stops the worker (deliveries in flight finish or are released) and closes the database. */
  close(): Promise<void>;
}

/**
 * Wires the outbox (a SQLite file at `dbPath`, or the given `stores`), the lead handler and the
 * delivery worker for a site server. Each accepted lead kicks the worker, so it is sent at once
 * when a deliverer is configured.
 */
export function createLeadCapture<O extends Outbox = SqliteOutbox>(options: LeadCaptureOptions<O>): LeadCapture<O> {
  const {
    dbPath,
    stores,
    busyTimeoutMs,
    omnisend,
    secrets = [],
    autoStart = true,
    signingSecrets: configuredSecrets,
    publicUrl,
    signUpUrl,
    renderConfirmationPage,
    powKeyPrefix,
    consentRetentionMs = CONSENT_RETENTION_MS,
    ...rest
  } = options;
  const logger = rest.logger ?? consoleLogger;
  const doubleOptIn = rest.doubleOptIn ?? true;
  if (doubleOptIn && !publicUrl) {
    throw new TypeError(
      'createLeadCapture: publicUrl (the site origin confirmation links point to) is required while doubleOptIn is on',
    );
  }
  if (!stores && dbPath === undefined) throw new Error('createLeadCapture needs a dbPath (SQLite file) or stores.');
  // Several instances on shared stores must sign with the same secret, so a file of one of them
  // will not do: with stores the secret is configuration (unless nothing is signed at all).
  const signs = doubleOptIn || rest.botDefence !== false;
  if (stores && signs && !(configuredSecrets && configuredSecrets.length > 0)) {
    throw new TypeError(
      'createLeadCapture: signingSecrets are required with shared stores (every instance must sign alike)',
    );
  }
  const signingSecrets =
    configuredSecrets && configuredSecrets.length > 0
      ? [...configuredSecrets]
      : [
          stores || dbPath === ':memory:'
            ? `${crypto.randomUUID()}${crypto.randomUUID()}`
            : loadOrCreateSecretFile(`${dbPath}.signing-secret`),
        ];
  const outbox = (stores?.outbox ??
    createSqliteOutbox({ path: dbPath as string, ...(busyTimeoutMs === undefined ? {} : { busyTimeoutMs }) })) as O;
  if (stores && !stores.consent && doubleOptIn) {
    throw new TypeError('createLeadCapture: stores need a consent store while doubleOptIn is on');
  }
  const consentStore = stores
    ? (stores.consent ?? createMemoryConsentStore())
    : createSqliteConsentStore({ path: dbPath as string });
  // On its own connection to the same file: an in-memory file would be another, empty database.
  const personalData = stores
    ? (stores.personalData ?? null)
    : dbPath === ':memory:'
      ? null
      : createSqlitePersonalData({ path: dbPath as string });
  const apiKey = omnisend?.apiKey?.trim();
  const deliverer =
    options.deliverer ??
    (omnisend && apiKey
      ? createOmnisendDeliverer({
          client: createOmnisendClient({
            ...omnisend,
            apiKey,
            ...omnisendRateLimit(omnisend.rateLimit, stores?.omnisendBudget),
          }),
          ...(doubleOptIn && publicUrl
            ? {
                doubleOptIn: {
                  store: consentStore,
                  publicUrl,
                  secrets: signingSecrets,
                  ...(rest.now ? { now: rest.now } : {}),
                },
              }
            : {}),
          ...(publicUrl ? { privacyRequests: { publicUrl, secrets: signingSecrets } } : {}),
        })
      : null);
  const worker = createDeliveryWorker({
    outbox,
    deliverer,
    logger,
    ...(rest.now ? { now: rest.now } : {}),
    ...(rest.staleAfterMs !== undefined ? { staleAfterMs: rest.staleAfterMs } : {}),
    ...pick(rest, WORKER_OPTIONS),
    secrets: apiKey ? [...secrets, apiKey] : secrets,
    // A signup nobody confirmed is personal data without consent: it goes a day after its link
    // expired (the day lets a click at the last moment still find it).
    // Confirmed ones go once their proof's period is over. Privacy jobs Omnisend has received go
    // too, with the address they carried.
    purgeAlso: async (at) =>
      (await consentStore.purgeExpired(at - DAY_MS)) +
      (await consentStore.purgeConfirmed(at - consentRetentionMs)) +
      ((await personalData?.forgetSentPrivacyJobs())?.deleted ?? 0),
  });
  const { deliverer: _custom, ...handlerOptions } = rest;
  for (const key of WORKER_OPTIONS) delete (handlerOptions as Partial<Record<WorkerOption, unknown>>)[key];
  const botDefence =
    rest.botDefence === false
      ? false
      : {
          ...(rest.botDefence ?? {
            secrets: signingSecrets,
            ...(powKeyPrefix ? { proofOfWork: { keyPrefix: powKeyPrefix } } : {}),
          }),
          // Shared stores remember used tokens for every instance, unless the caller brought its own.
          ...((rest.botDefence?.usedNonces ?? stores?.usedNonces)
            ? { usedNonces: rest.botDefence?.usedNonces ?? stores?.usedNonces }
            : {}),
        };
  const routes = createLeadRoutes({
    ...handlerOptions,
    botDefence,
    outbox,
    ...(stores?.rateLimits ? { rateLimitStore: stores.rateLimits } : {}),
    logger,
    deliveryStatus: worker.status,
    onStored: () => worker.kick(),
  });
  const handler: LeadHandler = (request, connection) => Promise.resolve(routes.fetch(request, connection));
  const confirmation = createConfirmationHandler({
    store: consentStore,
    outbox,
    secrets: signingSecrets,
    logger,
    onStored: () => worker.kick(),
    ...(rest.now ? { now: rest.now } : {}),
    ...(rest.trustProxy !== undefined ? { trustProxy: rest.trustProxy } : {}),
    ...(rest.allowedOrigins ? { allowedOrigins: rest.allowedOrigins } : {}),
    ...(signUpUrl ? { signUpUrl } : {}),
    ...(renderConfirmationPage ? { renderPage: renderConfirmationPage } : {}),
  });
  if (autoStart) worker.start();
  return {
    handler,
    routes,
    confirmation,
    consentStore,
    personalData,
    signingSecrets: signingSecrets as [string, ...string[]],
    worker,
    outbox,
    drain: (drainOptions) => worker.drain(drainOptions),
    async close() {
      await worker.stop();
      if (stores) {
        // The stores share one pool: close it once, after the worker is done with it.
        await (stores.close ? stores.close() : outbox.close());
      } else {
        await outbox.close();
        await consentStore.close();
        await personalData?.close();
      }
    },
  };
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The client's rate limit with the shared budget as its store, unless the caller switched the limit off or chose a store. */
function omnisendRateLimit(
  rateLimit: OmnisendClientOptions['rateLimit'],
  shared: RequestBudgetStore | undefined,
): Pick<OmnisendClientOptions, 'rateLimit'> {
  if (rateLimit === false) return { rateLimit };
  if (!shared) return rateLimit ? { rateLimit } : {};
  return { rateLimit: { store: shared, ...rateLimit } };
}
