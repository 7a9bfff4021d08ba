import { statusPhrase } from './http-status';

/** The error text for a request that never got an answer. */
export const NETWORK_ERROR_MESSAGE =
  'Network error: Unable to connect to Omnisend. Please check your internet connection.';

/** The error text for an address that fails the local check. */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address format';

/** Field errors as Omnisend v3 sends them: an object of string arrays, or (per its prose) an array. */
export type OmnisendFieldErrors = Readonly<Record<string, readonly string[]>> | readonly unknown[];

/** One entry of an RFC 9457 `errors` list (API version 2026-03-15). */
export interface OmnisendProblemError {
  readonly field?: string;
  readonly code?: string;
  readonly message?: string;
}

/** What every Omnisend error carries besides its message. */
export interface OmnisendErrorDetails {
  status?: number;
  statusText?: string;
  apiMessage?: string;
  fields?: OmnisendFieldErrors;
  errors?: readonly OmnisendProblemError[];
  retryAfterMs?: number;
  method: string;
  /** The request path without its query string (the query can hold an email). */
  path: string;
  rawBody?: string;
  attempts?: number;
  cause?: unknown;
}

/** Longest response body kept on an error. */
export const RAW_BODY_LIMIT = 2048;

/**
 * Base class of every error this package throws. Never holds the API key: bodies and API
 * messages are redacted before they get here, and request headers are not kept at all.
 */
export class OmnisendError extends Error {
  override readonly name: string = 'OmnisendError';
  readonly status?: number;
  readonly statusText?: string;
  /** The message Omnisend put in the body (`error`, `detail`, `title` or `message`). */
  readonly apiMessage?: string;
  readonly fields?: OmnisendFieldErrors;
  readonly errors?: readonly OmnisendProblemError[];
  /** The wait Omnisend asked for (Retry-After, body `retryAfter`, or rate-limit reset), in ms. */
  readonly retryAfterMs?: number;
  readonly method: string;
  readonly path: string;
  /** The response body, cut to 2 KB. */
  readonly rawBody?: string;
  /** How many HTTP attempts were made (0 when the error was raised before any request). */
  attempts: number;

  constructor(message: string, details: OmnisendErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.method = details.method;
    this.path = details.path;
    this.attempts = details.attempts ?? 0;
    if (details.status !== undefined) this.status = details.status;
    if (details.statusText !== undefined) this.statusText = details.statusText;
    if (details.apiMessage !== undefined) this.apiMessage = details.apiMessage;
    if (details.fields !== undefined) this.fields = details.fields;
    if (details.errors !== undefined) this.errors = details.errors;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.rawBody !== undefined) this.rawBody = details.rawBody.slice(0, RAW_BODY_LIMIT);
  }

  /** A log-friendly shape (`JSON.stringify(error)`); `cause` and the stack are left out. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name, message: this.message };
  }
}

/** The request or payload broke a rule: 400/422 from Omnisend, or a local limit. */
export class OmnisendValidationError extends OmnisendError {
  override readonly name: string = 'OmnisendValidationError';
}

/** The email failed the local check; no request was made. Message: `Invalid email address format`. */
export class OmnisendInvalidEmailError extends OmnisendValidationError {
  override readonly name: string = 'OmnisendInvalidEmailError';
  constructor(details: Pick<OmnisendErrorDetails, 'method' | 'path'>) {
    super(INVALID_EMAIL_MESSAGE, details);
  }
}

/** 401, 403, or a 400 whose text points at the key: wrong key or missing permission. */
export class OmnisendAuthError extends OmnisendError {
  override readonly name: string = 'OmnisendAuthError';
}

/** 404. */
export class OmnisendNotFoundError extends OmnisendError {
  override readonly name: string = 'OmnisendNotFoundError';
}

/** 409, e.g. an identifier owned by another contact. */
export class OmnisendConflictError extends OmnisendError {
  override readonly name: string = 'OmnisendConflictError';
}

/** 410: the API version this client speaks has been retired. */
export class OmnisendVersionRetiredError extends OmnisendError {
  override readonly name: string = 'OmnisendVersionRetiredError';
}

/** 429 after the retry budget is spent, or the client-side limiter could not fit the call in its deadline. */
export class OmnisendRateLimitError extends OmnisendError {
  override readonly name: string = 'OmnisendRateLimitError';
}

/** 408 or 5xx. */
export class OmnisendServerError extends OmnisendError {
  override readonly name: string = 'OmnisendServerError';
}

/** `fetch` rejected: DNS failure, refused or reset connection. `code` is the low-level code when known. */
export class OmnisendNetworkError extends OmnisendError {
  override readonly name: string = 'OmnisendNetworkError';
  readonly code?: string;
  constructor(details: OmnisendErrorDetails & { code?: string }) {
    super(NETWORK_ERROR_MESSAGE, details);
    if (details.code !== undefined) this.code = details.code;
  }
}

/** The per-attempt timeout or the total deadline ran out. */
export class OmnisendTimeoutError extends OmnisendNetworkError {
  override readonly name: string = 'OmnisendTimeoutError';
  readonly timedOut = true as const;
}

/** `Omnisend API error: {status} {statusText} - {message}`, with the standard phrase for an empty statusText. */
export function formatHttpErrorMessage(
  status: number,
  statusText: string | undefined,
  apiMessage: string | undefined,
): string {
  const text = statusText?.trim() || statusPhrase(status);
  return `Omnisend API error: ${status}${text ? ` ${text}` : ''} - ${apiMessage || 'Unknown error'}`;
}

const KEY_WORDS = /\b(api[\s_-]?key|key|token|authori[sz]ation)\b/i;

/** Picks the error class for a non-2xx status (a 400 that names the key is an auth error, not a validation error). */
export function httpErrorClass(status: number, apiMessage: string | undefined): typeof OmnisendError {
  if (status === 400) return apiMessage && KEY_WORDS.test(apiMessage) ? OmnisendAuthError : OmnisendValidationError;
  if (status === 401 || status === 403) return OmnisendAuthError;
  if (status === 404) return OmnisendNotFoundError;
  if (status === 409) return OmnisendConflictError;
  if (status === 410) return OmnisendVersionRetiredError;
  if (status === 422) return OmnisendValidationError;
  if (status === 429) return OmnisendRateLimitError;
  if (status === 408 || status >= 500) return OmnisendServerError;
  return OmnisendError;
}

/** Builds the error for a non-2xx response. */
export function createHttpError(details: OmnisendErrorDetails & { status: number }): OmnisendError {
  const ErrorClass = httpErrorClass(details.status, details.apiMessage);
  return new ErrorClass(formatHttpErrorMessage(details.status, details.statusText, details.apiMessage), {
    ...details,
    statusText: details.statusText?.trim() || statusPhrase(details.status),
  });
}
