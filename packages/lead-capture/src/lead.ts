import type { LeadKind, LeadSubmission } from './schemas.js';

/** A lead as stored and delivered: the validated form data without the spam-check fields. */
export type LeadData = DistributiveOmit<LeadSubmission, 'homepage' | 'startedAt'>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Proof of marketing consent, recorded at acceptance for the consenting kinds (newsletter,
 * exit-intent, or a ticked `marketingOptIn`) and sent as Omnisend's `consent` object.
 */
export interface LeadConsent {
  /** ISO time the visitor submitted the form. */
  createdAt: string;
  /** Client IP (socket address, or a trusted proxy's `X-Forwarded-For`). */
  ip?: string;
  /** The submitting browser's `User-Agent`. */
  userAgent?: string;
}

/** Delivery state of an outbox row. */
export type LeadState = 'pending' | 'delivering' | 'delivered' | 'dead';

/** All delivery states, in lifecycle order. */
export const LEAD_STATES: readonly LeadState[] = ['pending', 'delivering', 'delivered', 'dead'];

/** A lead claimed from the outbox for one delivery attempt. */
export interface QueuedLead {
  /** Random UUID, also the `id` answered to the browser. */
  id: string;
  kind: LeadKind;
  data: LeadData;
  /** Present only for consenting submissions. */
  consent?: LeadConsent;
  /** Epoch ms the lead was accepted. */
  createdAt: number;
  /**
   * Epoch ms from which the lead's maximum age counts: its acceptance, or its latest requeue by
   * an operator (so a requeued lead gets a full retry period again).
   */
  queuedAt: number;
  /** Attempts so far, this one included (the claim counts it). */
  attempts: number;
}

/** True when a lead carries marketing consent (only explicit opt-ins count: a pre-ticked or implied consent is no consent). */
export function isConsenting(data: LeadData): boolean {
  if (data.kind === 'newsletter' || data.kind === 'exit-intent') return true;
  return data.marketingOptIn === true;
}

/** Drops the spam-check fields from a validated submission. */
export function toLeadData(submission: LeadSubmission): LeadData {
  const { homepage: _homepage, startedAt: _startedAt, ...data } = submission;
  return data;
}
