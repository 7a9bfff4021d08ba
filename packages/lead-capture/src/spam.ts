import { MIN_FILL_MS, type LeadKind } from './schemas.js';

/** Why a submission was taken for a bot. */
export type SpamReason = 'honeypot' | 'too-fast';

/**
 * Checks the honeypot and the minimum fill time. Returns the reason a submission looks
 * automated, or null for a human one.
 *
 * - The honeypot `homepage` must be present and empty: the forms always send it, so a missing
 *   one means the request was not made by our form.
 * - `issuedAt` is the form token's issue time on the server's own clock (never the browser's), so
 *   neither a forged timestamp nor a visitor's clock running ahead changes the verdict. Without
 *   it (bot defence switched off) only the honeypot is checked.
 */
export function detectSpam(
  lead: { kind: LeadKind; homepage?: string | undefined },
  issuedAt: number | undefined,
  now: number,
  minFillMs: Partial<Record<LeadKind, number>> = {},
): SpamReason | null {
  if (lead.homepage === undefined || lead.homepage.trim() !== '') return 'honeypot';
  if (issuedAt === undefined) return null;
  const minimum = minFillMs[lead.kind] ?? MIN_FILL_MS[lead.kind];
  return now - issuedAt < minimum ? 'too-fast' : null;
}

/** Milliseconds left before a submission counted from `issuedAt` is no longer too fast. */
export function fillTimeLeft(
  kind: LeadKind,
  issuedAt: number,
  now: number,
  minFillMs: Partial<Record<LeadKind, number>> = {},
): number {
  return Math.max(0, issuedAt + (minFillMs[kind] ?? MIN_FILL_MS[kind]) - now);
}
