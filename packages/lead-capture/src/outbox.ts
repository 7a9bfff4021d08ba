import type { LeadConsent, LeadData, LeadState, QueuedLead } from './lead.js';

/** A new lead to store. */
export interface NewLead {
  id: string;
  data: LeadData;
  consent?: LeadConsent;
  /** Epoch ms of acceptance; the lead is due at once. */
  createdAt: number;
}

/** Number of leads in each state. */
export type OutboxCounts = Record<LeadState, number>;

/**
 * Durable store of accepted leads. Every method is async so edge or remote stores can implement
 * it; the SQLite implementation is synchronous underneath.
 *
 * A claim is a lease: the row turns `delivering` and becomes due again at `now + leaseMs`, so a
 * lead held by a crashed process is retried after the lease runs out. The attempt number acts as
 * a fencing token: marking a lead requires the attempt that claimed it, so a late answer from an
 * expired lease cannot overwrite a newer claim.
 */
export interface Outbox {
  /** Stores a lead durably; resolves only once it would survive a crash. */
  add(lead: NewLead): Promise<void>;
  /** Leases up to `limit` due leads (pending, or delivering with an expired lease), oldest due first. */
  claimDue(options: { now: number; leaseMs: number; limit: number }): Promise<QueuedLead[]>;
  /** Ends the lease and marks the lead delivered in one step. False if the lease was lost. */
  markDelivered(id: string, attempt: number, at: number): Promise<boolean>;
  /**
   * Ends the lease and reschedules the lead for `nextAttemptAt`, keeping the error text.
   * With `refundAttempt` the claim does not count as an attempt (the provider throttled us).
   */
  markRetry(id: string, attempt: number, error: string, nextAttemptAt: number, options?: { refundAttempt?: boolean }): Promise<boolean>;
  /** Ends the lease and gives up on the lead, keeping the error text. */
  markDead(id: string, attempt: number, error: string, at: number): Promise<boolean>;
  /** Number of leads in each state. */
  counts(): Promise<OutboxCounts>;
  /** Acceptance time (epoch ms) of the oldest lead not yet delivered or dead, or null. */
  oldestPendingCreatedAt(): Promise<number | null>;
  /**
   * Deletes delivered leads delivered before `deliveredBefore` and dead leads given up before
   * `deadBefore` (epoch ms), with their personal data. Pending and delivering leads are never
   * touched. Resolves to the number of leads deleted.
   */
  purge(options: { deliveredBefore: number; deadBefore: number }): Promise<number>;
  /** Releases the store. */
  close(): Promise<void>;
}

/** Full row of an outbox lead, for inspection in tests and tools. */
export interface OutboxRow {
  id: string;
  kind: LeadData['kind'];
  data: LeadData;
  consent?: LeadConsent;
  createdAt: number;
  state: LeadState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
}

/** Zero counts for every state. */
export function emptyCounts(): OutboxCounts {
  return { pending: 0, delivering: 0, delivered: 0, dead: 0 };
}
