import type { LeadConsent, LeadData, LeadState, QueuedLead } from './lead.js';

/** A new lead to store. */
export interface NewLead {
  id: string;
  data: LeadData;
  consent?: LeadConsent;
  /** Epoch ms of acceptance; the lead is due at once. */
  createdAt: number;
  /**
   * The browser's `Idempotency-Key` for this submission. A second lead with the same key, while
   * the key is remembered, is not stored: `add` answers the first lead's id instead.
   */
  idempotencyKey?: string;
}

/** What {@link Outbox.add} did. */
export interface AddResult {
  /** The stored lead's id: the new one, or the first lead's id for a repeated idempotency key. */
  id: string;
  /** True when the idempotency key was already known and nothing new was stored. */
  replayed: boolean;
}

/** Number of leads in each state. */
export type OutboxCounts = Record<LeadState, number>;

/** Which dead leads a requeue or a listing is about. All given criteria must match. */
export interface DeadLeadFilter {
  /** These lead ids only. */
  ids?: readonly string[];
  /** Leads of this form only. */
  kind?: LeadData['kind'];
  /** Leads whose last error contains this text (case-sensitive). */
  errorContains?: string;
}

/** A dead lead as listed for an operator: no personal data. */
export interface DeadLead {
  id: string;
  kind: LeadData['kind'];
  createdAt: number;
  /** When delivery was given up (epoch ms). */
  deadAt: number;
  attempts: number;
  /** Why it was given up. */
  reason: string;
}

/**
 * Durable store of accepted leads. Every method is async so remote stores can implement it;
 * the SQLite implementation is synchronous underneath.
 *
 * A claim is a lease: the row turns `delivering` and becomes due again at `now + leaseMs`, so a
 * lead held by a crashed process is retried after the lease runs out. The attempt number acts as
 * a fencing token: marking a lead requires the attempt that claimed it, so a late answer from an
 * expired lease cannot overwrite a newer claim.
 *
 * Nothing deletes a lead that was not delivered except {@link Outbox.purgeDead}, which only an
 * explicit operator command calls.
 */
export interface Outbox {
  /**
   * Stores a lead durably; resolves only once it would survive a crash. With an idempotency key
   * seen since `idempotencySince` (epoch ms), stores nothing and answers the first lead's id.
   */
  add(lead: NewLead, options?: { idempotencySince?: number }): Promise<AddResult>;
  /** The id of the lead stored under `key` at or after `since` (epoch ms), or null. */
  findByIdempotencyKey(key: string, since: number): Promise<string | null>;
  /**
   * Leases up to `limit` due leads (pending, or delivering with an expired lease), oldest due first.
   * A row that cannot be read back (corrupt payload) is marked dead with the reason and skipped,
   * so one broken row never blocks the queue.
   */
  claimDue(options: { now: number; leaseMs: number; limit: number }): Promise<QueuedLead[]>;
  /** Ends the lease and marks the lead delivered in one step. False if the lease was lost. */
  markDelivered(id: string, attempt: number, at: number): Promise<boolean>;
  /**
   * Ends the lease and reschedules the lead for `nextAttemptAt`, keeping the error text.
   * With `refundAttempt` the claim does not count as an attempt (nothing was wrong with the lead:
   * the provider throttled us, delivery was paused, or the process is shutting down).
   */
  markRetry(
    id: string,
    attempt: number,
    error: string,
    nextAttemptAt: number,
    options?: { refundAttempt?: boolean },
  ): Promise<boolean>;
  /** Ends the lease and gives up on the lead, keeping the error text as its reason. */
  markDead(id: string, attempt: number, error: string, at: number): Promise<boolean>;
  /** Dead leads matching the filter, oldest first, at most `limit`. */
  listDead(filter?: DeadLeadFilter, limit?: number): Promise<DeadLead[]>;
  /** Makes matching dead leads pending again, due at `now`, with a fresh attempt count. Resolves to how many. */
  requeueDead(filter: DeadLeadFilter, now: number): Promise<number>;
  /** Number of leads in each state. */
  counts(): Promise<OutboxCounts>;
  /** Acceptance time (epoch ms) of the oldest lead not yet delivered or dead, or null. */
  oldestPendingCreatedAt(): Promise<number | null>;
  /**
   * Deletes delivered leads delivered before `deliveredBefore`, with their personal data, and
   * idempotency keys recorded before `idempotencyBefore`. Leads not delivered are never touched.
   * Resolves to the number of leads deleted.
   */
  purge(options: { deliveredBefore: number; idempotencyBefore: number }): Promise<number>;
  /** Deletes dead leads given up before `before` (epoch ms). Only for an explicit operator command. */
  purgeDead(before: number): Promise<number>;
  /**
   * Optional, for stores shared by several processes: when the earliest lead that is pending, or
   * delivering under a lease, becomes due (epoch ms), or null when none is waiting. A worker that
   * can {@link Outbox.watch} sleeps until then instead of polling.
   */
  nextDueAt?(): Promise<number | null>;
  /**
   * Optional: calls `onChange` whenever any process adds a lead or makes one due again (a retry,
   * a release, a requeue), and whenever the store may have missed telling it (a reconnect). Lets
   * an idle worker wait without polling. Resolves once listening, to a function that stops it.
   */
  watch?(onChange: () => void): Promise<() => Promise<void>>;
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

/** True when a dead lead matches every criterion of the filter. */
export function matchesDeadFilter(lead: Pick<DeadLead, 'id' | 'kind' | 'reason'>, filter: DeadLeadFilter): boolean {
  if (filter.ids && !filter.ids.includes(lead.id)) return false;
  if (filter.kind && lead.kind !== filter.kind) return false;
  if (filter.errorContains !== undefined && !lead.reason.includes(filter.errorContains)) return false;
  return true;
}
