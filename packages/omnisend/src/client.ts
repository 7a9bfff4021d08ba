import { DEFAULT_BASE_URL, createV3Adapter, eventsBaseFor, trimBaseUrl } from './adapter/v3';
import { assertSecureBaseUrl } from './base-url';
import type { ContactRecord, NormalizedContact } from './contact-record';
import { MAX_TAGS, normalizeContact } from './contact-record';
import { isValidEmail, normalizeEmail } from './email';
import {
  OmnisendAuthError,
  OmnisendError,
  OmnisendInvalidEmailError,
  OmnisendTimeoutError,
  OmnisendValidationError,
} from './errors';
import type { RateLimitOptions } from './rate-limiter';
import { createRequestLimiter } from './rate-limiter';
import { tagsToSend } from './tag-union';
import type { RetryOptions } from './retry-policy';
import { DEFAULT_RETRY } from './retry-policy';
import type { Sleep } from './signals';
import { realSleep } from './signals';
import type { OmnisendLogger, OmnisendRequestEvent, OmnisendResponseEvent } from './transport';
import { createTransport, pathOf } from './transport';

/** Sent as `X-INTEGRATION-NAME` so Omnisend can tell our traffic apart. */
export const INTEGRATION_NAME = 'people-over-profit-site';
/** Default per-attempt timeout in ms (`timeoutMs`): 10 s, as Omnisend advises. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Default total budget in ms of one call, retries and waits included (`deadlineMs`). */
export const DEFAULT_DEADLINE_MS = 15_000;

/** Options of {@link createOmnisendClient}. */
export interface OmnisendClientOptions {
  /** The Omnisend API key. Server-side only; it never appears in errors, logs or hook payloads. */
  apiKey: string;
  /** API base, e.g. `process.env.OMNISEND_API_URL`. Default `https://api.omnisend.com/v3`. Must be https except on loopback. */
  baseUrl?: string;
  /** Base of the v5 events API. Default: `baseUrl` with its final `/v3` swapped for `/v5`. Required when `baseUrl` does not end in `/v3`. */
  eventsBaseUrl?: string;
  /** The fetch to use. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms (Omnisend advises 10 s). Default 10 000. */
  timeoutMs?: number;
  /** Total time budget of one call, retries and waits included. Default 15 000. */
  deadlineMs?: number;
  /** Retry settings, or `false` for a single attempt. Default: at most 2 retries. */
  retry?: RetryOptions | false;
  /**
   * Client-side sliding-window limit, or `false` to switch it off. Default 320 requests per 60 s:
   * 80 % of the brand's 400, which every integration of the brand shares. Per client, unless
   * `rateLimit.store` is given: then one budget for every client of that store (several processes).
   */
  rateLimit?: RateLimitOptions | false;
  logger?: OmnisendLogger;
  /** Called before every attempt; secret headers read `***`. A hook that throws is ignored. */
  onRequest?: (event: OmnisendRequestEvent) => void;
  /** Called after every attempt with the status, or with the error when there was no answer. */
  onResponse?: (event: OmnisendResponseEvent) => void;
  /** Waits between attempts (tests inject a fake that moves a fake clock). */
  sleep?: Sleep;
  /** Random source in [0, 1) for backoff jitter. Default `Math.random`. */
  random?: () => number;
  /** Clock in epoch ms for deadlines, the limiter and status dates. Default `Date.now`. */
  now?: () => number;
  /** Overrides `X-INTEGRATION-NAME`. Default `people-over-profit-site`. */
  integrationName?: string;
}

/** Per-call options. */
export interface OmnisendCallOptions {
  /** Aborting rejects the call with the signal's own reason. */
  signal?: AbortSignal;
  /** Overrides the client's total deadline for this call. */
  deadlineMs?: number;
}

/** Options of {@link OmnisendClient.triggerAutomation}. */
export interface TriggerAutomationOptions extends OmnisendCallOptions {
  /** Event properties; `null`/`undefined` values are removed (a null field has made Omnisend answer 502). */
  properties?: Record<string, unknown>;
  /** A UUID; with `eventTime` it lets Omnisend drop duplicates of historical events only. */
  eventId?: string;
  eventTime?: Date | string;
  /**
   * Retry after timeouts, dropped connections and 5xx too. Off by default: the event may already
   * have started the flow, and a resent real-time event can send a second email.
   */
  allowUnsafeRetry?: boolean;
}

/** Result of {@link OmnisendClient.testConnection}. */
export interface ConnectionTestResult {
  ok: boolean;
  /** The HTTP status, when Omnisend answered. */
  status?: number;
  /** Why the test failed, safe to show to a developer (no key, no email). */
  reason?: string;
}

/** Result of the non-throwing wrappers: exactly one of `data` and `error`. */
export type OmnisendResult<T> = { data: T; error?: undefined } | { data?: undefined; error: OmnisendError | Error };

/** A typed Omnisend client. Create one per brand (its rate limiter is per instance). */
export interface OmnisendClient {
  /** The API base in use (no trailing slash). */
  readonly baseUrl: string;
  /** The events base in use (no trailing slash). */
  readonly eventsBaseUrl: string;
  /**
   * Creates or updates the contact (`POST /contacts`, keyed on the email) and returns its id.
   * First reads the contact's stored tags (`GET /contacts?email=`, needs contacts.read) and sends
   * their union with the record's tags, or no tags when the contact has them all, so a write
   * never removes a tag the contact already has. Upserts of one email through this client run one
   * after the other, so concurrent ones never drop each other's tags.
   * @throws OmnisendInvalidEmailError before any request when the email fails the check.
   * @throws OmnisendValidationError before any request over 100 tags or 200 custom properties,
   *   and before the write when the union with the stored tags would pass 100.
   */
  upsertContact(contact: ContactRecord, options?: OmnisendCallOptions): Promise<string>;
  /**
   * Sets the contact's email channel to `unsubscribed` (dated now, so it wins over any earlier
   * status) and adds `tags`, keeping the tags it has; creates the contact when it does not exist.
   * Omnisend's API cannot delete a contact: after an erasure this is the most it allows, and the
   * contact is then deleted by hand in Omnisend's app.
   * @throws OmnisendInvalidEmailError before any request when the email fails the check.
   */
  unsubscribeContact(email: string, options?: OmnisendCallOptions & { tags?: readonly string[] }): Promise<string>;
  /** {@link upsertContact} that never throws: `{data: contactId}` or `{error}`. */
  safeUpsertContact(contact: ContactRecord, options?: OmnisendCallOptions): Promise<OmnisendResult<string>>;
  /**
   * Starts an automation by sending the custom event `automationId` (e.g. `welcome_sequence`)
   * for `email` (`POST /v5/events`). Retried only when the event surely was not accepted.
   */
  triggerAutomation(email: string, automationId: string, options?: TriggerAutomationOptions): Promise<void>;
  /** {@link triggerAutomation} that never throws. */
  safeTriggerAutomation(
    email: string,
    automationId: string,
    options?: TriggerAutomationOptions,
  ): Promise<OmnisendResult<void>>;
  /** One `GET /contacts?limit=1` attempt. Needs a key with contacts.read. Never throws. */
  testConnection(options?: { signal?: AbortSignal }): Promise<ConnectionTestResult>;
  /** {@link testConnection} as a plain boolean, for a quick health check. */
  isConnected(options?: { signal?: AbortSignal }): Promise<boolean>;
}

async function toResult<T>(run: () => Promise<T>): Promise<OmnisendResult<T>> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** Creates a client for Omnisend's v3 contacts and v5 events APIs. Runs anywhere `fetch` does. */
export function createOmnisendClient(options: OmnisendClientOptions): OmnisendClient {
  if (typeof options?.apiKey !== 'string' || options.apiKey.trim() === '') {
    throw new TypeError('createOmnisendClient: apiKey is required (set OMNISEND_API_KEY on the server).');
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function')
    throw new TypeError('createOmnisendClient: no fetch available; pass options.fetch.');

  const baseUrl = trimBaseUrl(options.baseUrl?.trim() || DEFAULT_BASE_URL);
  assertSecureBaseUrl(baseUrl, 'baseUrl');
  const eventsBaseUrl = trimBaseUrl(options.eventsBaseUrl?.trim() || eventsBaseFor(baseUrl));
  assertSecureBaseUrl(eventsBaseUrl, 'eventsBaseUrl');
  const adapter = createV3Adapter({
    baseUrl,
    eventsBaseUrl,
    integrationName: options.integrationName ?? INTEGRATION_NAME,
  });
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const transport = createTransport({
    apiKey: options.apiKey,
    adapter,
    fetch: (input, init) => fetchImpl(input, init),
    timeoutMs,
    deadlineMs,
    retry: options.retry === false ? { ...DEFAULT_RETRY, maxRetries: 0 } : { ...DEFAULT_RETRY, ...options.retry },
    ...(options.rateLimit === false ? {} : { limiter: createRequestLimiter(options.rateLimit) }),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onResponse ? { onResponse: options.onResponse } : {}),
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
    now,
  });
  const nowIso = () => new Date(now()).toISOString();

  // Upserts of one email run one after the other: two concurrent read-then-write pairs for the
  // same contact would each read the old tags, and the later write would drop the earlier's.
  const upsertsInFlight = new Map<string, Promise<unknown>>();

  async function upsertContact(contact: ContactRecord, callOptions: OmnisendCallOptions = {}): Promise<string> {
    const path = pathOf(`${baseUrl}/contacts`);
    const normalized = normalizeContact(contact, { method: 'POST', path, nowIso: nowIso() });
    return await serialized(normalized.email, () => writeContact(normalized, path, callOptions));
  }

  async function unsubscribeContact(
    email: string,
    callOptions: OmnisendCallOptions & { tags?: readonly string[] } = {},
  ): Promise<string> {
    const { tags = [], ...sendOptions } = callOptions;
    const path = pathOf(`${baseUrl}/contacts`);
    const normalized = normalizeContact(
      { email, tags, marketingConsent: false },
      { method: 'POST', path, nowIso: nowIso() },
    );
    return await serialized(normalized.email, () =>
      writeContact({ ...normalized, unsubscribed: true }, path, sendOptions),
    );
  }

  /** Runs `write` after every earlier write of the same email through this client has settled. */
  async function serialized<T>(email: string, write: () => Promise<T>): Promise<T> {
    const previous = upsertsInFlight.get(email) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(write);
    const settled = run.catch(() => undefined);
    upsertsInFlight.set(email, settled);
    void settled.then(() => {
      if (upsertsInFlight.get(email) === settled) upsertsInFlight.delete(email);
    });
    return await run;
  }

  async function writeContact(
    normalized: NormalizedContact,
    path: string,
    callOptions: OmnisendCallOptions,
  ): Promise<string> {
    // Read the stored tags first: a write's tags replace the contact's (see tag-union.ts).
    // Both requests share one deadline, so the call's total budget stays what the caller set.
    const startedAt = now();
    const budgetMs = callOptions.deadlineMs ?? deadlineMs;
    // A record without tags sends none, which leaves the stored ones alone: no read needed.
    const existing =
      normalized.tags.length === 0
        ? undefined
        : adapter.existingTags(
            (
              await transport.send(adapter.findContactByEmail(normalized.email), {
                retryClass: 'idempotent',
                ...callOptions,
              })
            ).body,
          );
    const merged = tagsToSend(existing, normalized.tags);
    if (merged.tooMany !== undefined) {
      throw new OmnisendValidationError(
        `Too many tags: the contact would have ${merged.tooMany} (Omnisend accepts at most ${MAX_TAGS}); nothing was sent so no tag is lost`,
        { method: 'POST', path },
      );
    }
    const request = adapter.upsertContact({ ...normalized, tags: merged.tags ?? [] }, nowIso());
    const response = await transport.send(request, {
      retryClass: 'idempotent',
      ...callOptions,
      deadlineMs: Math.max(1, budgetMs - (now() - startedAt)),
    });
    const id = adapter.contactId(response.body);
    if (id === undefined) {
      throw new OmnisendError(`Omnisend answered ${response.status} without a contact id`, {
        method: 'POST',
        path,
        status: response.status,
        attempts: 1,
      });
    }
    return id;
  }

  async function triggerAutomation(
    email: string,
    automationId: string,
    callOptions: TriggerAutomationOptions = {},
  ): Promise<void> {
    const { properties, eventId, eventTime, allowUnsafeRetry, ...sendOptions } = callOptions;
    const where = { method: 'POST', path: pathOf(`${eventsBaseUrl}/events`) };
    if (typeof email !== 'string' || !isValidEmail(email)) throw new OmnisendInvalidEmailError(where);
    if (typeof automationId !== 'string' || automationId.trim() === '') {
      throw new OmnisendValidationError(
        'automationId must be a non-empty custom event name, e.g. welcome_sequence',
        where,
      );
    }
    const request = adapter.sendEvent({
      email: normalizeEmail(email),
      eventName: automationId.trim(),
      properties: properties ?? {},
      ...(eventId === undefined ? {} : { eventId }),
      ...(eventTime === undefined ? {} : { eventTime: new Date(eventTime).toISOString() }),
    });
    await transport.send(request, { retryClass: allowUnsafeRetry ? 'idempotent' : 'event', ...sendOptions });
  }

  async function testConnection(callOptions: { signal?: AbortSignal } = {}): Promise<ConnectionTestResult> {
    try {
      const response = await transport.send(adapter.connectionTest(), {
        retryClass: 'idempotent',
        maxRetries: 0,
        deadlineMs: timeoutMs,
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      return { ok: true, status: response.status };
    } catch (error) {
      if (error instanceof OmnisendAuthError) {
        return {
          ok: false,
          status: error.status,
          reason: `The API key was rejected or lacks the contacts.read permission (${error.message})`,
        };
      }
      if (error instanceof OmnisendTimeoutError) return { ok: false, reason: `No answer within ${timeoutMs} ms` };
      if (error instanceof OmnisendError) {
        return { ok: false, ...(error.status === undefined ? {} : { status: error.status }), reason: error.message };
      }
      return { ok: false, reason: callOptions.signal?.aborted ? 'Aborted' : 'Unexpected error' };
    }
  }

  return {
    baseUrl,
    eventsBaseUrl,
    upsertContact,
    unsubscribeContact,
    safeUpsertContact: (contact, callOptions) => toResult(() => upsertContact(contact, callOptions)),
    triggerAutomation,
    safeTriggerAutomation: (email, automationId, callOptions) =>
      toResult(() => triggerAutomation(email, automationId, callOptions)),
    testConnection,
    isConnected: async (callOptions) => (await testConnection(callOptions)).ok,
  };
}
