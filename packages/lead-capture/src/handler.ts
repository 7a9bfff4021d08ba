import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  bodyLimit,
  clientAddressOf,
  createMemoryRateLimitStore,
  errorHandler,
  originPolicy,
  validBody,
  type ConnectionInfo,
  type OriginPolicy,
  type RateLimitOptions,
  type RateLimitStore,
  type TrustProxy,
} from '@rooted/server-kit';
import { mountAdminRoutes } from './admin-routes.js';
import { createBotDefence, type BotDefenceOptions } from './bot-defence/bot-defence.js';
import type { DeliveryStatus } from './delivery-worker.js';
import { IDEMPOTENCY_WINDOW_MS, parseIdempotencyKey } from './idempotency-key.js';
import { createIntake } from './intake/intake.js';
import { consoleLogger, type LeadLogger } from './logger.js';
import type { NewLead, Outbox } from './outbox.js';
import { isLeadKind, LEAD_KINDS, MIN_FILL_MS, type LeadKind } from './schemas.js';
import { spendMailAllowance } from './mail-allowance.js';
import {
  FORM_POST_DAILY_LIMIT,
  formPostRule,
  mountFormPosts,
  type FormPostOptions,
} from './form-post/form-post-routes.js';
import { consentWording, type ConsentTexts } from './consent/consent-texts.js';

/** Largest accepted request body: 32 KiB (a 5000-character message fits many times over). */
export const MAX_LEAD_BODY_BYTES = 32 * 1024;

/**
 * Where the request came from. Pass the socket address from your server adapter; a
 * `@hono/node-server` style `{ incoming }` binding is read too.
 */
export type { ConnectionInfo };

/** A standard fetch handler; the optional second argument carries the socket address. */
export type LeadHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** Options of {@link createLeadHandler}. */
export interface LeadHandlerOptions {
  /** Where accepted leads are stored before the 202 is sent. */
  outbox: Outbox;
  /** Clock in epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Per-IP, per-kind limit (default 5 a minute), or false to disable. */
  rateLimit?: RateLimitOptions | false;
  /**
   * Where the limit's counts live. Default: this process's memory. Pass a shared store (e.g. the
   * PostgreSQL one) when several instances serve the API, so the limit holds across them.
   */
  rateLimitStore?: RateLimitStore;
  /** Minimum fill time per kind, overriding 3 s (contact, join) and 2 s (newsletter, exit-intent). */
  minFillMs?: Partial<Record<LeadKind, number>>;
  /** Read the client IP from `X-Forwarded-For` (see {@link TrustProxy}). Default `'loopback'`. */
  trustProxy?: TrustProxy;
  /** Enables the operator routes (`/leads/status`, `/leads/dead`, `/leads/requeue`) for `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  /** The delivery worker's state, shown by the status route. */
  deliveryStatus?: () => DeliveryStatus;
  /** The status route raises an alert once the oldest waiting lead is older than this. Default 1 h. */
  staleAfterMs?: number;
  /** How long a submission's `Idempotency-Key` is honoured. Default 24 h. */
  idempotencyWindowMs?: number;
  /** Mount path. Default `/api`. */
  basePath?: string;
  /** Called after a lead was stored, e.g. `worker.kick`. Errors are logged, never answered. */
  onStored?: (id: string) => void;
  /**
   * Called once for each new lead stored (never for a replayed submission), with the lead as
   * stored, after it is durable and before the visitor's answer: keep it quick (queue work, do not
   * await it). Errors are logged, never answered.
   */
  onAccepted?: (lead: NewLead) => void;
  /** Id generator. Default `crypto.randomUUID`. */
  newId?: () => string;
  logger?: LeadLogger;
  /** Pages allowed to post leads (see {@link OriginPolicy}). Default: the request's own host. */
  allowedOrigins?: OriginPolicy['allowedOrigins'];
  /** Deadline for reading the request body, in ms. Default 10 000; a slower body gets a 408. */
  bodyTimeoutMs?: number;
  /**
   * Server-signed form tokens and proof of work (see {@link BotDefenceOptions}); every lead must
   * carry a token from `GET {basePath}/leads/form-token?form=<kind>` and its solved challenge.
   * Default: on, with a random secret for this process (tokens then die with a restart; pass
   * `secrets` to keep them). `false` turns it off: only the honeypot is checked.
   */
  botDefence?: BotDefenceOptions | false;
  /**
   * Double opt-in for consenting leads (default true): their consent record is stored as
   * `pending` and the deliverer asks the visitor to confirm before subscribing them.
   */
  doubleOptIn?: boolean;
  /**
   * Plain HTML form posts (`POST {basePath}/leads/form/{kind}`, url-encoded) for visitors without
   * JavaScript or whose form code has not loaded yet: same schemas, same outbox, a stricter rate
   * limit instead of the form token and proof of work. Default on; `false` turns them off.
   */
  formPosts?: FormPostOptions | false;
  /**
   * The consent sentences your forms show, by version (see {@link ConsentTexts}). Given, a
   * consenting lead must name a known `consentVersion` (else `400` with a field message) and its
   * consent record keeps this sentence, never one the browser claims. Absent: the record keeps the
   * wording as the page sent it.
   */
  consentTexts?: ConsentTexts;
  /**
   * One confirmation mail per address a day, whichever form and route asked (default true): the
   * other signups for that address are answered "check your inbox" and cause no mail (see
   * `spendMailAllowance`). Counted in `rateLimitStore` (so shared by every instance on it).
   */
  mailAllowance?: boolean;
}

/** The Hono env of the lead routes: the adapter's connection info as bindings. */
export interface LeadRoutesEnv {
  Bindings: ConnectionInfo | undefined;
}
type Env = LeadRoutesEnv;

/**
 * Creates the lead endpoint `POST {basePath}/leads` and, with an admin token, the operator routes.
 * Built on Hono, returned as a plain fetch handler so it runs on Node, serverless and edge.
 */
export function createLeadHandler(options: LeadHandlerOptions): LeadHandler {
  const app = createLeadRoutes(options);
  return (request, connection) => Promise.resolve(app.fetch(request, connection));
}

/**
 * The same routes as {@link createLeadHandler}, as a Hono app for a server that mounts them with
 * `app.route('/', routes)`. Each route declares its guards (origin, body limit, operator token)
 * as middleware from `@rooted/server-kit`; no guard is registered on a wildcard path, so
 * mounting the routes beside others leaves those alone.
 */
export function createLeadRoutes(options: LeadHandlerOptions): Hono<LeadRoutesEnv> {
  const { outbox, adminToken } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const logger = options.logger ?? consoleLogger;
  const limiter = options.rateLimit === false ? null : (options.rateLimitStore ?? createMemoryRateLimitStore());
  const rule = { limit: (options.rateLimit || {}).limit ?? 5, windowMs: (options.rateLimit || {}).windowMs ?? 60_000 };
  const rejected = { honeypot: 0, tooFast: 0, rateLimited: 0 };
  const defence =
    options.botDefence === false
      ? null
      : createBotDefence(options.botDefence ?? { secrets: [crypto.randomUUID() + crypto.randomUUID()] });
  const doubleOptIn = options.doubleOptIn ?? true;
  const allowanceStore =
    options.mailAllowance === false ? null : (limiter ?? options.rateLimitStore ?? createMemoryRateLimitStore());
  const mayMail = allowanceStore
    ? async (email: string, at: number) => (await spendMailAllowance(allowanceStore, email, 'confirmation', at)).allowed
    : undefined;

  const formRule = formPostRule(options.formPosts);
  const intake = createIntake({
    outbox,
    now,
    newId,
    logger,
    defence,
    limiter,
    rules: ({ via, kind, clientKey }) =>
      via === 'json'
        ? [[`${kind}|${clientKey}`, rule]]
        : formRule
          ? [
              [`form|${kind}|${clientKey}`, formRule],
              [`form-day|${clientKey}`, FORM_POST_DAILY_LIMIT],
            ]
          : [],
    doubleOptIn,
    mayMail,
    settleConsent: consentWording(options.consentTexts),
    minFillMs: options.minFillMs,
    idempotencyWindowMs: options.idempotencyWindowMs ?? IDEMPOTENCY_WINDOW_MS,
    onStored: options.onStored,
    onAccepted: options.onAccepted,
    rejected,
  });

  const app = new Hono<Env>().basePath(options.basePath ?? '/api');
  const fail = (
    c: Context<Env>,
    status: 400 | 403 | 408 | 413 | 415 | 425 | 429 | 503,
    error: string,
    extra: object = {},
  ) => c.json({ error, ...extra }, status);
  const unavailable = (c: Context<Env>) => {
    // Busy or full storage passes; the browser's failure toast invites a retry, and so does this.
    c.header('Retry-After', '5');
    return fail(c, 503, 'Could not accept the form right now. Please try again.');
  };

  app.get('/leads/form-token', async (c) => {
    const kind = c.req.query('form');
    if (!isLeadKind(kind))
      return fail(c, 400, 'Unknown form: pass ?form=contact, newsletter, join or exit-intent', { fields: {} });
    if (!defence) return c.json({ error: 'Form tokens are switched off on this server' }, 404);
    const minFillMs = options.minFillMs?.[kind] ?? MIN_FILL_MS[kind];
    c.header('Cache-Control', 'no-store');
    return c.json(await defence.grant(kind, now(), minFillMs));
  });

  const sameSite = originPolicy({
    allowedOrigins: options.allowedOrigins,
    onRefused: (c) => fail(c as Context<Env>, 403, 'Forms can only be sent from this site (Origin not allowed)'),
  });
  const leadBody = bodyLimit({ maxBytes: MAX_LEAD_BODY_BYTES, timeoutMs: options.bodyTimeoutMs });

  // The body's envelope only: an object naming a known form. Its fields are the intake's to check,
  // after the form token (see decision 0141).
  const leadEnvelope = validBody('json', z.looseObject({ kind: z.enum(LEAD_KINDS) }), {
    onInvalid: (c, problem) =>
      problem.fields.kind
        ? fail(c as Context<Env>, 400, 'Unknown form', { fields: { kind: ['Unknown form'] } })
        : problem.fields.form
          ? fail(c as Context<Env>, 400, 'Expected a JSON object', { fields: {} })
          : // Malformed JSON names no field; text that is not well-formed Unicode names where it is.
            fail(c as Context<Env>, 400, problem.error, { fields: problem.fields }),
  });

  app.post('/leads', sameSite, leadBody, leadEnvelope, async (c) => {
    const idempotency = parseIdempotencyKey(c.req.header('idempotency-key') ?? null);
    if (!idempotency.ok) {
      return fail(c, 400, 'Idempotency-Key must be 1 to 128 letters, digits, "-", "_", "." or ":"', { fields: {} });
    }
    const fields = c.req.valid('json');
    const { clientIp, clientKey } = clientAddressOf(c, options.trustProxy);
    const result = await intake({
      via: 'json',
      kind: fields.kind,
      fields,
      ip: clientIp,
      clientKey,
      userAgent: c.req.header('user-agent'),
      referer: c.req.header('referer'),
      idempotencyKey: idempotency.key,
    });
    switch (result.outcome) {
      case 'accepted':
        // A signup waiting for its confirmation email says so, and the form tells the visitor.
        return c.json(
          result.confirmationRequired ? { id: result.id, confirmationRequired: true } : { id: result.id },
          202,
        );
      case 'replayed':
        return c.json({ id: result.id }, 202);
      case 'refused':
        return fail(c, result.refusal.status, result.refusal.error, { code: result.refusal.code, fields: {} });
      case 'invalid':
        return fail(c, 400, 'Please check the highlighted fields', { fields: result.fields });
      case 'too-fast':
        c.header('Retry-After', String(Math.max(1, Math.ceil(result.waitMs / 1000))));
        return c.json(
          {
            error: 'That was quick! Please wait a moment and send the form again.',
            code: 'too-fast',
            retryAfterMs: result.waitMs,
          },
          425,
        );
      case 'limited':
        c.header('Retry-After', String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))));
        return fail(c, 429, 'Too many submissions. Please try again later.');
      case 'unavailable':
        return unavailable(c);
    }
  });
  if (options.formPosts !== false) {
    mountFormPosts(app, {
      intake,
      trustProxy: options.trustProxy,
      sameSite,
      bodyTimeoutMs: options.bodyTimeoutMs,
      maxBodyBytes: MAX_LEAD_BODY_BYTES,
      basePath: options.basePath ?? '/api',
      options: options.formPosts ?? {},
    });
  }
  app.all('/leads/form-token', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET' }));
  app.all('/leads', (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }));

  if (adminToken) {
    mountAdminRoutes(app, {
      outbox,
      adminToken,
      now,
      deliveryStatus: options.deliveryStatus,
      staleAfterMs: options.staleAfterMs ?? 3_600_000,
      rejected,
      // Wrong tokens are counted per client in the same store as the form limits.
      failures: limiter ?? createMemoryRateLimitStore(),
      trustProxy: options.trustProxy,
    });
  }

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  // A body over its limit (413), a slow one (408) and a database outage's 503 answer with their
  // own response; an aborted request or a bug is one log line.
  app.onError(
    errorHandler({
      logger: {
        warn: (line) => logger.warn(`Lead endpoint: ${line}`),
        error: (line) => logger.error(`Lead endpoint error: ${line}`),
      },
    }),
  );
  return app;
}
