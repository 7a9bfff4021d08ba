import type { FormTokenGrant } from '@rooted/lead-capture';
import { solveFormChallenge } from '@rooted/lead-capture/solver';

/** The bot-defence fields of one lead. */
export interface LeadProof {
  formToken: string;
  proof: unknown;
  homepage: '';
}

/**
 * Fetches and solves `count` form tokens before the timed part of a benchmark, as `count`
 * visitors' browsers would while they type, then waits out the form's minimum fill time once. The
 * benchmarks start the server with `LEADS_POW_PREFIX=0` (one in 16 tries), so solving costs the
 * bench next to nothing; the server's verification (one HMAC and one SHA-256) is timed with the lead.
 */
export async function mintLeadProofs(origin: string, count: number, kind = 'newsletter'): Promise<LeadProof[]> {
  const proofs: LeadProof[] = [];
  let minFillMs = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${origin}/api/leads/form-token?form=${kind}`);
    if (response.status !== 200) throw new Error(`form-token answered ${response.status}`);
    const grant = (await response.json()) as FormTokenGrant;
    minFillMs = grant.minFillMs;
    proofs.push({
      formToken: grant.token,
      proof: grant.challenge ? await solveFormChallenge(grant.challenge) : undefined,
      homepage: '',
    });
  }
  await new Promise((resolve) => setTimeout(resolve, minFillMs));
  return proofs;
}
