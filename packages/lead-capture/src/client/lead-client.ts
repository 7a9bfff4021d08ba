import type { FieldErrors, LeadKind } from '../schemas.js';
import { createFormGuard } from './form-guard.js';
import { createIdempotencyKeys } from './idempotency-keys.js';
import { LeadApiError, postLead } from './post-lead.js';

/** Options of {@link createLeadClient} and {@link submitLead}. */
export interface LeadClientOptions {
  /** Where the lead handler is mounted, as its `basePath` option (default `/api`). */
  basePath?: string;
  /** The fetch to use (default: the page's, looked up at each call). */
  fetch?: typeof fetch;
  /** How many times a send that got no answer (a network error) is tried again (default 2). */
  networkRetries?: number;
  /** The wait before the first network retry; each later one waits twice as long (default 1000 ms). */
  retryDelayMs?: number;
  /** The longest "too fast" (`425`) wait accepted before sending again by itself (default 10 s). */
  maxTooFastWaitMs?: number;
  /**
   * The page address sent as `pageUrl` (the consent record keeps it). Default: the current
   * page without its fragment; `false` sends none.
   */
  pageUrl?: (() => string | undefined) | false;
  /** A monotonic clock in ms (default `performance.now`); for tests. */
  now?: () => number;
  /** Waits `ms` (default `setTimeout`); for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Makes an `Idempotency-Key` (default a random UUID v4); for tests. */
  newKey?: () => string;
}

/**
 * What a send came to. Its shape is what `@rooted/ui`'s forms take from their `onSubmit`
 * (`SubmitOutcome`), so a client's `submit` can be passed to a form as it is.
 */
export type LeadSubmitResult =
  | { ok: true; id: string; confirmationRequired: boolean }
  | {
      ok: false;
      /** The last answer's HTTP status, 0 when none arrived. */
      status: number;
      /** The lead API's reason, e.g. `form-token-expired`. */
      code?: string;
      /** A `400`'s messages per field, to show next to each field. */
      fieldErrors?: FieldErrors;
    };

/** One form's lead client: start its bot defence early, then send its leads. */
export interface LeadClient {
  /**
   * Fetches the form token and solves its challenge in the background. Call it on the form's
   * first focus, so both (and the minimum fill time) are done by the time the visitor sends.
   * Calling it again does nothing.
   */
  engage: () => void;
  /**
   * Sends the form's values (the server validates them; `kind`, `pageUrl` and the bot-defence
   * fields are added here) and resolves once the server has stored the lead or refused it. Never
   * rejects.
   */
  submit: <V extends object>(values: V) => Promise<LeadSubmitResult>;
}

/** A refused token or proof: a fresh token (and challenge) fixes it. */
const isDefenceRefusal = (code: string | undefined) =>
  code !== undefined && (code.startsWith('form-token-') || code.startsWith('proof-'));

/** The page a lead was sent from, without its fragment. */
function currentPage(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.origin}${location.pathname}${location.search}`;
}

/**
 * The browser half of the lead API for one form of kind `kind`, framework-free. It does what
 * the server asks of a browser: a form token fetched on engagement, its proof of work solved in
 * the background (the solver is imported only then), the minimum fill time waited out, one
 * `Idempotency-Key` per submission sent on every try (so a lead whose answer was lost is stored
 * once), a `425` waited out and sent again, a refused or expired token replaced once, a network
 * error tried again with a doubling wait, and a `400`'s field messages handed back. Other
 * answers (`429`, `5xx`) are not retried: the visitor sees the failure and may send again, with
 * the same key.
 */
export function createLeadClient(kind: LeadKind, options: LeadClientOptions = {}): LeadClient {
  const basePath = options.basePath ?? '/api';
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const networkRetries = options.networkRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const maxTooFastWaitMs = options.maxTooFastWaitMs ?? 10_000;
  const pageUrl = options.pageUrl === false ? () => undefined : (options.pageUrl ?? currentPage);
  const guard = createFormGuard(kind, {
    endpoint: `${basePath}/leads/form-token`,
    sleep,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const keys = createIdempotencyKeys(options.newKey);

  const submit = async <V extends object>(values: V): Promise<LeadSubmitResult> => {
    const page = pageUrl();
    const lead = { ...values, kind, ...(page ? { pageUrl: page } : {}) };
    const idempotencyKey = keys.keyFor(JSON.stringify(lead));
    let networkFailures = 0;
    let tooFast = 0;
    let renewed = false;
    for (;;) {
      let sent: { id: string; confirmationRequired: boolean };
      try {
        sent = await postLead(
          { ...lead, ...(await guard.fields()) },
          { endpoint: `${basePath}/leads`, idempotencyKey, ...(options.fetch ? { fetch: options.fetch } : {}) },
        );
      } catch (error) {
        // The token request failing without an answer is a network error like the post's.
        const refusal = error instanceof LeadApiError ? error : new LeadApiError(0, undefined);
        if (refusal.status === 0 && networkFailures < networkRetries) {
          await sleep(retryDelayMs * 2 ** networkFailures);
          networkFailures += 1;
        } else if (refusal.status === 425 && tooFast < 2) {
          tooFast += 1;
          await sleep(Math.min(refusal.retryAfterMs ?? 1000, maxTooFastWaitMs));
        } else if (isDefenceRefusal(refusal.code) && !renewed) {
          renewed = true;
          guard.renew();
        } else {
          return {
            ok: false,
            status: refusal.status,
            ...(refusal.code ? { code: refusal.code } : {}),
            ...(refusal.fields ? { fieldErrors: refusal.fields } : {}),
          };
        }
        continue;
      }
      // Stored: whatever happens next (the next token's request) cannot make this a failure.
      keys.succeeded();
      guard.renew();
      return { ok: true, ...sent };
    }
  };

  return { engage: guard.start, submit };
}

/**
 * Sends one lead (its `kind` among the values) with everything {@link createLeadClient} does,
 * for a page that sends without a form of its own. It fetches the token only now, so it waits
 * the whole minimum fill time (2 to 3 s); a form should keep a client and `engage()` it on focus.
 */
export function submitLead<L extends { kind: LeadKind }>(
  lead: L,
  options: LeadClientOptions = {},
): Promise<LeadSubmitResult> {
  const { kind, ...values } = lead;
  return createLeadClient(kind, options).submit(values);
}
