/** Retry settings: attempts, backoff and which failures are retried. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2 (three attempts in all). */
  maxRetries?: number;
  /** First backoff ceiling in ms; doubles per retry. Default 500. */
  baseDelayMs?: number;
  /** Upper bound of any backoff ceiling in ms. Default 10 000. */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 10_000 };

/** Statuses worth another attempt: request timeout, rate limit and transient server failures. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Network codes that prove no byte of the request reached Omnisend. */
const NOT_SENT_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED']);

/**
 * How a request may be repeated. `idempotent`: contact upserts (keyed on the email) and GETs.
 * `event`: a custom event, which Omnisend never deduplicates, so it is repeated only when it
 * surely was not accepted: a 429, or a network failure that proves no byte reached Omnisend.
 */
export type RetryClass = 'idempotent' | 'event';

/** What went wrong on one attempt, as the retry decision needs it. */
export type AttemptFailure = { status: number } | { networkCode?: string; timedOut: boolean };

/** Full-jitter exponential backoff: a random wait in `[0, min(max, base × 2^retryIndex))`. */
export function backoffDelay(retryIndex: number, random: () => number, options: Required<RetryOptions>): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retryIndex);
  return Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
}

/** Whether one failed attempt may be repeated. */
export function isRetryable(failure: AttemptFailure, retryClass: RetryClass): boolean {
  if ('status' in failure) {
    if (retryClass === 'event') return failure.status === 429;
    return RETRYABLE_STATUSES.has(failure.status);
  }
  if (retryClass === 'event')
    return !failure.timedOut && failure.networkCode !== undefined && NOT_SENT_CODES.has(failure.networkCode);
  return true;
}

/** The low-level code of a fetch failure (`error.cause.code`, also inside an AggregateError). */
export function networkErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const record = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.code === 'string' && /^E[A-Z_]+$/.test(record.code)) return record.code;
    if (Array.isArray(record.errors)) {
      const inner = record.errors.map(networkErrorCode).find((code) => code !== undefined);
      if (inner !== undefined) return inner;
    }
    current = record.cause;
  }
  return undefined;
}

function seconds(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/**
 * The wait Omnisend asked for, in ms; the one place where its seconds become ms. First match wins:
 * `Retry-After` (seconds or HTTP date), body `retryAfter`, then `X-Rate-Limit-Reset` when
 * `X-Rate-Limit-Remaining` is 0. `Headers` reads names case-insensitively.
 */
export function serverRetryDelayMs(
  headers: Headers,
  bodyRetryAfterSeconds: number | undefined,
  nowMs: number,
): number | undefined {
  const retryAfter = headers.get('retry-after');
  const retryAfterSeconds = seconds(retryAfter);
  if (retryAfterSeconds !== undefined) return Math.ceil(retryAfterSeconds * 1000);
  if (retryAfter) {
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  if (bodyRetryAfterSeconds !== undefined) return Math.ceil(bodyRetryAfterSeconds * 1000);
  return rateLimitResetMs(headers);
}

/** `X-Rate-Limit-Reset` in ms, only when `X-Rate-Limit-Remaining` is 0 (the window is spent). */
export function rateLimitResetMs(headers: Headers): number | undefined {
  if (seconds(headers.get('x-rate-limit-remaining')) !== 0) return undefined;
  const reset = seconds(headers.get('x-rate-limit-reset'));
  return reset === undefined ? undefined : Math.ceil(reset * 1000);
}
