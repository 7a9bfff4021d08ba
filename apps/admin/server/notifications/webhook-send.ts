import { LeadDeliveryError } from '@rooted/lead-capture';

/** How long a receiver may take to answer one message. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What a receiver's answer means for the message. */
export type WebhookOutcome =
  | { ok: true; status: number }
  /** `retry`: it may work later (the receiver is down or busy); `fix`: the address is wrong or refused, every message would fail alike. */
  | { ok: false; problem: string; kind: 'retry' | 'fix'; retryAfterMs?: number };

/** Seconds or an HTTP date of a `Retry-After` header, in ms; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Posts `{ "text": … }` (what Slack's incoming webhooks read; any receiver gets the same JSON) and
 * says in plain words what came of it. Redirects are not followed: a webhook that moved must be
 * set again by the owner, and a redirect must not carry the message to another host.
 */
export async function sendWebhook(
  url: string,
  text: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal; now?: () => number } = {},
): Promise<WebhookOutcome> {
  const send = options.fetch ?? fetch;
  const timeout = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (timeout.aborted)
      return { ok: false, kind: 'retry', problem: `the receiver did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` };
    if (options.signal?.aborted) throw error;
    return { ok: false, kind: 'retry', problem: 'the receiver could not be reached' };
  }
  // The answer's body is not read past what is needed: a receiver's page says nothing we act on.
  await response.body?.cancel().catch(() => undefined);
  const { status } = response;
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status === 429) {
    const wait = retryAfterMs(response.headers.get('retry-after'), (options.now ?? Date.now)());
    return {
      ok: false,
      kind: 'retry',
      problem: 'the receiver asked us to slow down (429)',
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    };
  }
  if (status === 408 || status >= 500)
    return { ok: false, kind: 'retry', problem: `the receiver had a problem (${status})` };
  if (status >= 300 && status < 400)
    return {
      ok: false,
      kind: 'fix',
      problem: `the receiver sends messages elsewhere (${status}): set the new address`,
    };
  if (status === 404 || status === 410)
    return {
      ok: false,
      kind: 'fix',
      problem: `the receiver does not know this address (${status}): it may have been removed`,
    };
  if (status === 401 || status === 403)
    return {
      ok: false,
      kind: 'fix',
      problem: `the receiver refused the message (${status}): the address may have been revoked`,
    };
  return { ok: false, kind: 'fix', problem: `the receiver refused the message (${status})` };
}

/**
 * The outcome as the delivery worker's error: a retryable one is retried with backoff; an address
 * to fix pauses every notification (each would fail alike) and probes until it works again.
 */
export function deliveryError(outcome: Extract<WebhookOutcome, { ok: false }>): LeadDeliveryError {
  const message = `Notification not delivered: ${outcome.problem}`;
  if (outcome.kind === 'fix') return new LeadDeliveryError(message, { retryable: true, pause: true });
  return new LeadDeliveryError(message, {
    retryable: true,
    ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }),
  });
}
