/**
 * `@rooted/lead-capture/solver`: solves the proof-of-work challenge of a form token, headless.
 * Browser-safe (Web Crypto, no `node:` imports). A site loads it with its form code, never in the
 * first bundle, and starts it when the visitor first touches a form, so nobody ever solves
 * anything by hand.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** The `proof` field a lead carries: the challenge as issued and the counter found. */
export interface SolvedProof {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/**
 * Finds the counter that solves `challenge` and returns the `proof` to send with the lead.
 * Rejects when `signal` aborts or no solution was found within `timeoutMs` (default 90 s).
 */
export async function solveFormChallenge(
  challenge: Challenge,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<SolvedProof> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: options.timeoutMs ?? 90_000 });
    if (!solution) throw new Error(options.signal?.aborted ? 'Solving was cancelled' : 'No solution found in time');
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } finally {
    options.signal?.removeEventListener('abort', abort);
  }
}
