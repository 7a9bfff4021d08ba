import type { FieldErrors, LeadInput } from '@rooted/lead-capture/schemas';

/** Where the forms post: our own server, which keeps the Omnisend key; the browser never talks to Omnisend (docs/decisions/0017). */
export const LEADS_ENDPOINT = '/api/leads';

/** A lead the server did not accept; `fields` holds a `400`'s field messages, `code` the bot defence's reason. */
export class LeadApiError extends Error {
  constructor(
    readonly status: number,
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

/**
 * Posts one lead as JSON and resolves with its id once the server has stored it (`202`).
 * Anything else rejects with a {@link LeadApiError}. With an `idempotencyKey`, a repeat of the
 * same submission is answered with the first one's id and stored once.
 */
export async function postLead(
  lead: LeadInput,
  options: { fetch?: typeof fetch; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<{ id: string; confirmationRequired: boolean }> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(LEADS_ENDPOINT, {
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
  if (response.ok) return { id: typeof body?.id === 'string' ? body.id : '', confirmationRequired: body?.confirmationRequired === true };
  const fields =
    response.status === 400 && body && typeof body.fields === 'object' && body.fields !== null && Object.keys(body.fields).length > 0
      ? (body.fields as FieldErrors)
      : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const retryAfterMs = typeof body?.retryAfterMs === 'number' ? body.retryAfterMs : undefined;
  throw new LeadApiError(response.status, fields, code, retryAfterMs);
}
