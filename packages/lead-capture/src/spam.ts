import { MIN_FILL_MS, type LeadKind, type LeadSubmission } from './schemas.js';

/** Why a submission was taken for a bot. */
export type SpamReason = 'honeypot' | 'too-fast';

/**
 * Checks the honeypot and the minimum fill time. Returns the reason a
 * submission looks automated, or null for a human one.
 *
 * `startedAt` comes from the browser's clock. A render time in the future (a client clock
 * running ahead) is not treated as spam: the check exists to catch instant submissions, and
 * losing a real lead to clock skew is worse than letting a forged timestamp through.
 */
export function detectSpam(
  lead: Pick<LeadSubmission, 'kind' | 'homepage' | 'startedAt'>,
  now: number,
  minFillMs: Partial<Record<LeadKind, number>> = {},
): SpamReason | null {
  if (lead.homepage !== undefined && lead.homepage.trim() !== '') return 'honeypot';
  const elapsed = now - lead.startedAt;
  const minimum = minFillMs[lead.kind] ?? MIN_FILL_MS[lead.kind];
  if (elapsed >= 0 && elapsed < minimum) return 'too-fast';
  return null;
}
