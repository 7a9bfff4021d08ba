import type { FormTokenGrant } from '../bot-defence/bot-defence.js';
import type { LeadKind } from '../schemas.js';
import { solveFormChallenge } from '../solver.js';

/** Test secrets (16+ characters, as the bot defence requires). */
export const TEST_SECRETS = ['test-signing-secret-0001'] as const;

/**
 * Asks a lead handler for a form token and solves its challenge, like the browser form does.
 * Resolves to the fields to spread into a lead body (`homepage` included).
 */
export async function formProof(
  fetchLike: (request: Request) => Promise<Response>,
  kind: LeadKind,
  base = 'http://localhost/api',
): Promise<{ formToken: string; proof: unknown; homepage: '' }> {
  const response = await fetchLike(new Request(`${base}/leads/form-token?form=${kind}`));
  if (response.status !== 200) throw new Error(`form-token answered ${response.status}`);
  const grant = (await response.json()) as FormTokenGrant;
  return {
    formToken: grant.token,
    proof: grant.challenge ? await solveFormChallenge(grant.challenge) : undefined,
    homepage: '',
  };
}
