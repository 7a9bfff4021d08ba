import type { FormTokenGrant } from '../bot-defence/bot-defence.js';
import type { LeadKind } from '../schemas.js';
import type { SolvedProof } from '../solver.js';
import { LeadApiError } from './post-lead.js';

/** Where a form gets its token and challenge, under the handler's default `basePath` (`/api`). */
export const FORM_TOKEN_ENDPOINT = '/api/leads/form-token';

/**
 * The bot-defence fields a lead carries: a server-signed form token and the solved proof of work
 * (both absent when the server has its bot defence off).
 */
export interface GuardFields {
  formToken: string | undefined;
  proof: SolvedProof | undefined;
}

/**
 * One form's bot defence in the browser. `start()` (on the form's first focus) fetches a
 * server-signed token with its challenge and solves it in the background, so the visitor never
 * waits for it or sees it; `fields()` (on submit) waits for both and for the form's minimum fill
 * time, counted from the token's arrival. A token is good for one lead: `renew()` after a
 * stored one (or a refused token) fetches the next.
 */
export interface FormGuard {
  start(): void;
  fields(): Promise<GuardFields>;
  renew(): void;
}

/** Options of {@link createFormGuard}; the defaults are the page's own. */
export interface FormGuardOptions {
  fetch?: typeof fetch;
  /** Where to ask for tokens (default `/api/leads/form-token`). */
  endpoint?: string;
  /** A monotonic clock in ms (default `performance.now`). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

interface Pending {
  fields: Promise<GuardFields>;
  /** now() when the token arrived, plus the form's minimum fill time. */
  readyAt: Promise<number>;
}

/**
 * The bot defence of one form of kind `kind`. The solver (a few KB of hashing) is imported only
 * when a challenge arrives, so a page that never touches a form never downloads it.
 */
export function createFormGuard(kind: LeadKind, options: FormGuardOptions = {}): FormGuard {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const endpoint = options.endpoint ?? FORM_TOKEN_ENDPOINT;
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let pending: Pending | null = null;

  const load = (): Pending => {
    // Started inside a promise, so even a fetch that throws at once ends as a rejection here.
    const grant = Promise.resolve()
      .then(() =>
        doFetch(`${endpoint}?form=${encodeURIComponent(kind)}`, { credentials: 'same-origin', cache: 'no-store' }),
      )
      .then(async (response) => {
        // 404: the server runs without its bot defence (`botDefence: false`), so leads go without a token.
        if (response.status === 404) return { grant: null, at: now() };
        if (!response.ok) throw new LeadApiError(response.status, undefined, 'token-request-refused');
        return { grant: (await response.json()) as FormTokenGrant, at: now() };
      });
    const fields = grant.then(async ({ grant: issued }) => ({
      formToken: issued?.token,
      proof: issued?.challenge ? await (await import('../solver.js')).solveFormChallenge(issued.challenge) : undefined,
    }));
    const readyAt = grant.then(({ grant: issued, at }) => at + (issued?.minFillMs ?? 0));
    // A failed start is retried by the next fields() call; no unhandled rejection meanwhile.
    fields.catch(() => undefined);
    readyAt.catch(() => undefined);
    return { fields, readyAt };
  };

  return {
    start() {
      pending ??= load();
    },
    async fields() {
      pending ??= load();
      const current = pending;
      try {
        const [fields, readyAt] = await Promise.all([current.fields, current.readyAt]);
        const wait = readyAt - now();
        if (wait > 0) await sleep(wait);
        return fields;
      } catch (error) {
        if (pending === current) pending = null;
        throw error;
      }
    },
    renew() {
      pending = load();
    },
  };
}
