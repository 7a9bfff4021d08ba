/**
 * What the Privacy section's routes answer, as the owner's app reads it. The app owns the shapes;
 * its API (server/privacy/) imports them.
 */

/** A confirmed request from a person, with the legal deadline (one month after confirmation). */
export interface PrivacyRequestView {
  id: string;
  kind: 'access' | 'erasure';
  /** The address; null once it was erased. Personal data: only for a signed-in owner. */
  address: string | null;
  requestedAt: number;
  confirmedAt: number;
  deadline: number;
  fulfilledAt: number | null;
  fulfilledBy: string | null;
}

/** How many records of each kind an erasure would delete (or a download holds). */
export interface ErasurePreview {
  leads: number;
  signups: number;
  idempotencyKeys: number;
  rateLimitKeys: number;
  errorReports: number;
}

/** A kept proof of an erasure: no personal data, only the start of the address's salted hash. */
export interface ErasureProofView {
  hash: string;
  at: number;
  by: string;
  requestId: string | null;
  summary: string;
}

/** The Privacy section's data. */
export interface PrivacySectionView {
  requests: PrivacyRequestView[];
  /** Erasures whose unsubscribe has not reached Omnisend yet. */
  erasuresWaitingForOmnisend: number;
  proofs: ErasureProofView[];
  preview?: ErasurePreview;
}

/** What an erasure did, and the one step left in Omnisend's app. */
export interface ErasureOutcomeView {
  leads: number;
  signups: number;
  idempotencyKeys: number;
  rateLimitKeys: number;
  errorReports: number;
  requests: number;
  manualStep: string;
}
