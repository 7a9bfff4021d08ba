import { UPDATE_JOB_PREFIX } from '../erasure/personal-data.js';
import type { LeadData, LeadState } from '../lead.js';
import type { NewLead } from '../outbox.js';

export { UPDATE_JOB_PREFIX };

/** What {@link LeadCorrection.correctLead} did. */
export type CorrectionOutcome =
  /**
   * The stored fields are the corrected ones. `was` is the lead's state before: a waiting lead
   * sends the corrected fields, a dead one is queued again, a delivered one queued an update job.
   */
  | { ok: true; was: LeadState; updateQueued: boolean }
  /**
   * Nothing changed: no lead has the id (`not-found`), the fields are of another form
   * (`other-form`), or a delivery is in flight right now (`sending`: try again in a moment).
   */
  | { ok: false; reason: 'not-found' | 'other-form' | 'sending' };

/**
 * Correcting a lead's personal fields (the right to rectification), on the memory, SQLite and
 * PostgreSQL outboxes; one contract (`test-support/lead-correction-contract.ts`) runs on all three.
 */
export interface LeadCorrection {
  /**
   * Replaces the stored fields of lead `id` with `data` (already validated, of the lead's form),
   * in one transaction. The consent record is never touched: it proves what was agreed, and when.
   * - waiting (`pending`): only the fields change, so its delivery sends the corrected ones;
   * - `dead`: queued again at `now` with a fresh attempt count, as a requeue does;
   * - `delivered`: the job `update` (see {@link contactUpdateJob}) is added beside it;
   * - `delivering`: nothing changes (`sending`), so a delivery in flight is never overtaken.
   */
  correctLead(id: string, data: LeadData, options: { now: number; update: NewLead }): Promise<CorrectionOutcome>;
}

/** True for the id of a job that carries a correction to Omnisend. */
export function isUpdateJob(id: string): boolean {
  return id.startsWith(UPDATE_JOB_PREFIX);
}

/**
 * The outbox job that upserts the corrected fields of a delivered lead into its Omnisend contact:
 * the fields and nothing else (no event, no change of its subscription). It goes through the
 * outbox so an outage delays it and never loses it; a privacy job, it is not listed as a lead and
 * is deleted once Omnisend has it.
 */
export function contactUpdateJob(data: LeadData, at: number, newId: () => string = () => crypto.randomUUID()): NewLead {
  return { id: `${UPDATE_JOB_PREFIX}${newId()}`, data, createdAt: at };
}
