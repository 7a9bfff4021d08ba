import type { LeadKind, LeadSubmission } from './schemas.js';

/** A lead as stored and delivered: the validated form data without the spam-check fields. */
export type LeadData = DistributiveOmit<LeadSubmission, SubmissionOnlyField>;

/** Fields of a submission that are not lead data: the bot defence and the consent evidence. */
type SubmissionOnlyField = 'homepage' | 'formToken' | 'proof' | 'consentText' | 'consentVersion' | 'pageUrl';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Proof of marketing consent, recorded at acceptance for the consenting kinds (newsletter,
 * exit-intent, or a ticked `marketingOptIn`) and sent to Omnisend (its `consent` object and, for
 * what that object has no field for, custom properties).
 */
export interface LeadConsent {
  /** ISO time the server accepted the form (server clock). */
  createdAt: string;
  /** Client IP (socket address, or a trusted proxy's `X-Forwarded-For`). */
  ip?: string;
  /** The submitting browser's `User-Agent`. */
  userAgent?: string;
  /** The form the visitor used. */
  form?: LeadKind;
  /** The exact wording shown beside the box or button, as the form rendered it. */
  text?: string;
  /** The version of that wording. */
  version?: string;
  /** The page the form was on. */
  pageUrl?: string;
  /**
   * Double opt-in: `pending` until the visitor opens the confirmation link (the contact stays
   * `nonSubscribed`), `confirmed` on the job that subscribes them. Absent: single opt-in.
   */
  doubleOptIn?: 'pending' | 'confirmed';
  /** The confirmation click, for `confirmed`: its time (ISO, server clock), IP and user agent. */
  confirmation?: { at: string; ip?: string; userAgent?: string };
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
  const {
    homepage: _homepage,
    formToken: _formToken,
    proof: _proof,
    consentText: _consentText,
    consentVersion: _consentVersion,
    pageUrl: _pageUrl,
    ...data
  } = submission;
  return data;
}
