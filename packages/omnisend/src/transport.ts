import type { AdapterRequest, OmnisendApiAdapter } from './adapter/types';
import {
  OmnisendError,
  OmnisendNetworkError,
  OmnisendRateLimitError,
  OmnisendTimeoutError,
  createHttpError,
} from './errors';
import type { RequestLimiter } from './rate-limiter';
import type { AttemptFailure, RetryClass, RetryOptions } from './retry-policy';
import { backoffDelay, isRetryable, networkErrorCode, rateLimitResetMs, serverRetryDelayMs } from './retry-policy';
import type { Sleep } from './signals';
import { scrubEmails } from './scrub';
import { anySignal, timeoutSignal } from './signals';

/** A console-like logger; every method is optional. Lines never hold the key or a full email. */
export interface OmnisendLogger {
  debug?(message: string, meta?: Record<string, unknown>): void;
  info?(message: string, meta?: Record<string, unknown>): void;
  warn?(message: string, meta?: Record<string, unknown>): void;
  error?(message: string, meta?: Record<string, unknown>): void;
}

/** Passed to `onRequest` before each attempt. Secret headers read `***`. */
export interface OmnisendRequestEvent {
  method: string;
  url: string;
  /** The URL path without the query string. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** 1 for the first attempt. */
  attempt: number;
}

/** Passed to `onResponse` after each attempt: an HTTP answer (`status`) or a failure (`error`). */
export interface OmnisendResponseEvent {
  method: string;
  url: string;
  path: string;
  attempt: number;
  durationMs: number;
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  error?: OmnisendError;
}

export interface TransportConfig {
  apiKey: string;
  adapter: OmnisendApiAdapter;
  fetch: typeof fetch;
  timeoutMs: number;
  deadlineMs: number;
  retry: Required<RetryOptions>;
  limiter?: RequestLimiter;
  logger?: OmnisendLogger;
  onRequest?: (event: OmnisendRequestEvent) => void;
  onResponse?: (event: OmnisendResponseEvent) => void;
  sleep: Sleep;
  random: () => number;
  now: () => number;
}

/** Per-call settings. */
export interface SendOptions {
  retryClass: RetryClass;
  signal?: AbortSignal;
  deadlineMs?: number;
  maxRetries?: number;
}

export interface TransportResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

type AttemptResult =
  { ok: true; response: TransportResponse } | { ok: false; error: OmnisendError; failure: AttemptFailure };

/** A 3xx answer, or the opaque form a browser's fetch gives for `redirect: 'manual'`. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** The path of a URL without its query string (the query can hold an email). */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/**
 * Sends adapter requests with auth, per-attempt timeouts, retries with full-jitter backoff
 * inside a total deadline, and a client-side rate limit. The key lives only in this closure
 * and in the outgoing headers; everything it hands out is redacted.
 */
export function createTransport(config: TransportConfig) {
  const { apiKey, adapter, now } = config;
  const secretHeaders = new Set(adapter.secretHeaders);

  // Error texts lose the key and any email address Omnisend echoed: they reach logs and the outbox.
  const redact = (text: string): string => scrubEmails(apiKey.length >= 4 ? text.split(apiKey).join('***') : text);
  const redactJson = <T>(value: T): T =>
    value === undefined ? value : (JSON.parse(redact(JSON.stringify(value))) as T);
  const safeHeaders = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, secretHeaders.has(name.toLowerCase()) ? '***' : value]),
    );

  function callHook<T>(hook: ((event: T) => void) | undefined, event: T): void {
    if (!hook) return;
    try {
      hook(event);
    } catch (error) {
      config.logger?.warn?.('Omnisend hook threw; ignored', { hookError: redact(String(error)) });
    }
  }

  async function attemptOnce(
    req: AdapterRequest,
    path: string,
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
    attempt: number,
  ): Promise<AttemptResult> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...adapter.authHeaders(apiKey),
    };
    const timeout = timeoutSignal(timeoutMs);
    const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
    const base = { method: req.method, url: req.url, path, attempt };
    callHook(config.onRequest, {
      ...base,
      headers: safeHeaders(headers),
      ...(req.body === undefined ? {} : { body: req.body }),
    });
    const started = now();

    const failed = (cause: unknown): AttemptResult => {
      if (callerSignal?.aborted) throw callerSignal.reason;
      const timedOut = timeout.aborted;
      const code = networkErrorCode(cause);
      const details = { method: req.method, path, attempts: attempt, cause, ...(code === undefined ? {} : { code }) };
      const error = timedOut ? new OmnisendTimeoutError(details) : new OmnisendNetworkError(details);
      callHook(config.onResponse, { ...base, durationMs: now() - started, error });
      return { ok: false, error, failure: { timedOut, ...(code === undefined ? {} : { networkCode: code }) } };
    };

    let response: Response;
    let text: string;
    try {
      response = await config.fetch(req.url, {
        method: req.method,
        headers,
        signal,
        // Never follow a redirect: fetch would resend X-API-KEY to wherever it points.
        redirect: 'manual',
        ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      });
      text = await response.text();
    } catch (cause) {
      return failed(cause);
    }
    if (isRedirect(response)) {
      const error = new OmnisendError(
        `Omnisend answered with a redirect (${response.status}); it is not followed, so the API key stays here. Check OMNISEND_API_URL.`,
        { method: req.method, path, attempts: attempt, status: response.status },
      );
      callHook(config.onResponse, { ...base, durationMs: now() - started, status: response.status, error });
      return { ok: false, error, failure: { status: response.status } };
    }

    callHook(config.onResponse, {
      ...base,
      durationMs: now() - started,
      status: response.status,
      statusText: redact(response.statusText),
      headers: Object.fromEntries(response.headers),
    });
    // A spent server window (Remaining 0) holds later calls back instead of provoking a 429.
    const resetMs = response.ok ? rateLimitResetMs(response.headers) : undefined;
    if (resetMs !== undefined) config.limiter?.pauseUntil(now() + resetMs);

    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined; // HTML from a gateway, or any other non-JSON answer
    }
    if (response.ok) return { ok: true, response: { status: response.status, headers: response.headers, body } };

    const parsed = adapter.parseErrorBody(body);
    const retryAfterMs = serverRetryDelayMs(response.headers, parsed.retryAfterSeconds, now());
    if (response.status === 429 && retryAfterMs !== undefined) config.limiter?.pauseUntil(now() + retryAfterMs);
    const error = createHttpError({
      status: response.status,
      statusText: redact(response.statusText),
      method: req.method,
      path,
      attempts: attempt,
      rawBody: redact(text),
      ...(parsed.apiMessage === undefined ? {} : { apiMessage: redact(parsed.apiMessage) }),
      ...(parsed.fields === undefined ? {} : { fields: redactJson(parsed.fields) }),
      ...(parsed.errors === undefined ? {} : { errors: redactJson(parsed.errors) }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
    return { ok: false, error, failure: { status: response.status } };
  }

  async function waitForSlot(
    deadline: number,
    lastError: OmnisendError | undefined,
    where: { method: string; path: string },
    signal?: AbortSignal,
  ) {
    if (!config.limiter) return;
    for (;;) {
      let wait: number;
      try {
        wait = await config.limiter.tryAcquire(now());
      } catch (cause) {
        // Without its count the budget cannot be kept: send nothing and fail the call as
        // retryable (no status), so a caller with a queue tries again later and loses nothing.
        // The store's error code (a connection failure's `ECONNREFUSED`, `CONNECTION_CLOSED`) says
        // why in words a log watcher can recognise as an outage; its message may name the host.
        const code = (cause as { code?: unknown } | null)?.code;
        const why = typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? ` (${code})` : '';
        throw new OmnisendError(
          `Client-side rate limit: the shared request budget could not be read${why}, so nothing was sent`,
          { ...where, cause },
        );
      }
      if (wait === 0) return;
      if (now() + wait >= deadline) {
        throw (
          lastError ??
          new OmnisendRateLimitError(
            `Client-side rate limit: no request slot free before the deadline (next slot in ${wait} ms)`,
            { ...where, retryAfterMs: wait },
          )
        );
      }
      config.logger?.debug?.('Omnisend client-side rate limit: waiting', { ...where, delayMs: wait });
      await config.sleep(wait, signal);
    }
  }

  /** Sends one logical request; resolves with a 2xx response or rejects with the last error. */
  async function send(req: AdapterRequest, options: SendOptions): Promise<TransportResponse> {
    const path = pathOf(req.url);
    const where = { method: req.method, path };
    const deadline = now() + (options.deadlineMs ?? config.deadlineMs);
    const maxRetries = Math.max(0, options.maxRetries ?? config.retry.maxRetries);
    let lastError: OmnisendError | undefined;

    for (let attempt = 1; ; attempt++) {
      if (options.signal?.aborted) throw options.signal.reason;
      await waitForSlot(deadline, lastError, where, options.signal);
      const remaining = deadline - now();
      if (remaining <= 0) throw lastError ?? new OmnisendTimeoutError({ ...where, attempts: attempt - 1 });

      config.logger?.debug?.('Omnisend request', { ...where, attempt });
      const result = await attemptOnce(req, path, Math.min(config.timeoutMs, remaining), options.signal, attempt);
      if (result.ok) return result.response;

      lastError = result.error;
      if (attempt > maxRetries || !isRetryable(result.failure, options.retryClass)) throw lastError;
      const delayMs = lastError.retryAfterMs ?? backoffDelay(attempt - 1, config.random, config.retry);
      if (now() + delayMs >= deadline) {
        config.logger?.warn?.('Omnisend request failed; the next attempt would pass the deadline', {
          ...where,
          attempt,
          delayMs,
          status: lastError.status,
        });
        throw lastError;
      }
      config.logger?.warn?.('Omnisend request failed; retrying', {
        ...where,
        attempt,
        delayMs,
        status: lastError.status,
        error: lastError.name,
      });
      await config.sleep(delayMs, options.signal);
    }
  }

  return { send, redact };
}

export type Transport = ReturnType<typeof createTransport>;
