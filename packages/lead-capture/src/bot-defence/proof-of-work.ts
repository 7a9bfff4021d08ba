/**
 * The self-hosted proof of work (ALTCHA): the server hands out a signed challenge bound to a form
 * token's nonce; the browser finds a counter whose SHA-256 key starts with the required prefix and
 * sends it with the lead. No third party is involved. Web Crypto only (edge-safe).
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { SigningKeys } from './signing.js';

/**
 * Default difficulty: the derived key must start with three zero hex digits (1 in 4096 counters).
 * Measured with `pnpm --filter @rooted/lead-capture bench:pow`: see docs/decisions/0029.
 */
export const DEFAULT_POW_KEY_PREFIX = '000';

/** What the browser sends back: the challenge as issued and the counter it found. */
export interface ProofOfWork {
  challenge: Challenge;
  solution: Solution;
}

/** Why a proof was refused. */
export type ProofProblem = 'missing' | 'invalid' | 'wrong-form';

/** Creates a challenge bound to the form token's nonce, so a proof cannot be reused with another token. */
export async function createFormChallenge(nonce: string, keys: SigningKeys, keyPrefix = DEFAULT_POW_KEY_PREFIX): Promise<Challenge> {
  return await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix, deriveKey, hmacSignatureSecret: keys[0], data: { n: nonce } });
}

/** Checks a proof: signed by one of our keys, bound to `nonce`, and actually solved. */
export async function verifyFormProof(proof: unknown, nonce: string, keys: SigningKeys): Promise<{ ok: true } | { ok: false; problem: ProofProblem }> {
  if (proof === undefined || proof === null) return { ok: false, problem: 'missing' };
  if (typeof proof !== 'object' || Array.isArray(proof)) return { ok: false, problem: 'invalid' };
  const { challenge, solution } = proof as Partial<ProofOfWork>;
  if (typeof challenge !== 'object' || challenge === null || typeof challenge.parameters !== 'object' || challenge.parameters === null) {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof solution !== 'object' || solution === null) return { ok: false, problem: 'invalid' };
  // Expiry is the form token's (checked on our own clock), so the challenge carries none.
  const parameters = challenge.parameters;
  if (parameters.algorithm !== 'SHA-256' || parameters.cost !== 1 || typeof parameters.keyPrefix !== 'string' || parameters.keyPrefix.length > 16) {
    return { ok: false, problem: 'invalid' };
  }
  for (const secret of keys) {
    const result = await verifySolution({ challenge: { parameters, ...(challenge.signature ? { signature: challenge.signature } : {}) }, solution, deriveKey, hmacSignatureSecret: secret });
    if (result.invalidSignature) continue;
    if (!result.verified) return { ok: false, problem: 'invalid' };
    return parameters.data?.n === nonce ? { ok: true } : { ok: false, problem: 'wrong-form' };
  }
  return { ok: false, problem: 'invalid' };
}
