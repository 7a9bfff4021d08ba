import type { FormTokenGrant } from '@rooted/lead-capture';
import type { LeadKind } from '@rooted/lead-capture/schemas';
import { solveFormChallenge, type SolvedProof } from '@rooted/lead-capture/solver';

/** Where a form gets its token and challenge. */
export const FORM_TOKEN_ENDPOINT = '/api/leads/form-token';

/** The bot-defence fields a lead carries: a server-signed form token and the solved proof of work. */
export interface GuardFields {
  formToken: string;
  proof: SolvedProof | undefined;
}

/**
 * One form's bot defence in the browser. `start()` (on the form's first focus) fetches a
 * server-signed token with its challenge and solves it in the background, so the visitor never
 * waits for it or sees it; `fields()` (on submit) waits for both and for the form's minimum fill
 * time, counted from the token's arrival. A token is good for one lead: `renew()` after a
 * stored one (or a refused token) fetches the next.
 *
 * Loaded with the form code only (this module pulls in the solver), never in a page's first download.
 */
export interface FormGuard {
  start(): void;
  fields(): Promise<GuardFields>;
  renew(): void;
}

interface Pending {
  fields: Promise<GuardFields>;
  /** performance.now() when the token arrived, plus the form's minimum fill time. */
  readyAt: Promise<number>;
}

export function createFormGuard(
  kind: LeadKind,
  options: { fetch?: typeof fetch; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): FormGuard {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let pending: Pending | null = null;

  const load = (): Pending => {
    const grant = doFetch(`${FORM_TOKEN_ENDPOINT}?form=${encodeURIComponent(kind)}`, { credentials: 'same-origin', cache: 'no-store' }).then(
      async (response) => {
        if (!response.ok) throw new Error(`The form token request answered ${response.status}`);
        return { grant: (await response.json()) as FormTokenGrant, at: now() };
      },
    );
    const fields = grant.then(async ({ grant: { token, challenge } }) => ({
      formToken: token,
      proof: challenge ? await solveFormChallenge(challenge) : undefined,
    }));
    const readyAt = grant.then(({ grant: { minFillMs }, at }) => at + minFillMs);
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
