import type { FieldErrors } from '../schemas.js';

/** Where the lead API takes leads, under the handler's default `basePath` (`/api`). */
export const LEADS_ENDPOINT = '/api/leads';

/**
 * A lead the server did not accept. `status` is 0 when no answer arrived (a network error),
 * `fields` holds a `400`'s field messages, `code` the bot defence's reason.
 */
export class LeadApiError extends Error {
  constructor(
    /** The HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    /** A `400`'s messages per field, ready to show next to each field. */
    readonly fields: FieldErrors | undefined,
    /** E.g. `form-token-expired`, `proof-invalid`, `too-fast`. */
    readonly code?: string,
    /** For `too-fast` (425): how long to wait before sending again. */
    readonly retryAfterMs?: number,
  ) {
    super(status === 0 ? 'The lead could not be sent (network error).' : `The lead API answered ${status}.`);
    this.name = 'LeadApiError';
  }
}

/** Options of {@link postLead}. */
export interface PostLeadOptions {
  /** The fetch to use (default: the page's). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: a repeat with the same key is stored once. */
  idempotencyKey?: string;
  /** Where to post (default `/api/leads`). */
  endpoint?: string;
}

/**
 * Posts one lead as JSON, once, and resolves with its id once the server has stored it (`202`).
 * Anything else rejects with a {@link LeadApiError}. With an `idempotencyKey`, a repeat of the
 * same submission is answered with the first one's id and stored once. Retries are the caller's
 * choice: `createLeadClient` makes them.
 */
export async function postLead(
  lead: object,
  options: PostLeadOptions = {},
): Promise<{ id: string; confirmationRequired: boolean }> {
  // Looked up at call time, so a page (or a test) that replaces `fetch` later is honoured.
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(options.endpoint ?? LEADS_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      },
      body: JSON.stringify(lead),
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new LeadApiError(0, undefined);
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    fields?: unknown;
    code?: unknown;
    retryAfterMs?: unknown;
    confirmationRequired?: unknown;
  } | null;
  if (response.ok)
    return {
      id: typeof body?.id === 'string' ? body.id : '',
      confirmationRequired: body?.confirmationRequired === true,
    };
  const fields =
    response.status === 400 &&
    body &&
    typeof body.fields === 'object' &&
    body.fields !== null &&
    Object.keys(body.fields).length > 0
      ? (body.fields as FieldErrors)
      : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const retryAfterMs = typeof body?.retryAfterMs === 'number' ? body.retryAfterMs : undefined;
  throw new LeadApiError(response.status, fields, code, retryAfterMs);
}
