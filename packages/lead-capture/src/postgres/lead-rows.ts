import type { LeadState } from '../lead.js';
import type { DeadLead } from '../outbox.js';
import type { LeadRow } from '../sqlite/lead-row.js';

/** A `leads` row as the driver returns it: BIGINT columns arrive as strings. */
export interface PgLeadRow {
  id: string;
  kind: string;
  payload: string;
  consent: string | null;
  created_at: string;
  state: LeadState;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  requeued_at: string | null;
}

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The same row shape as the SQLite outbox's, so both stores read payloads back (and set aside
 * the ones that cannot be read) with one function. Epoch milliseconds fit a double exactly.
 */
export function toLeadRow(row: PgLeadRow): LeadRow {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    consent: row.consent,
    created_at: Number(row.created_at),
    state: row.state,
    attempts: row.attempts,
    next_attempt_at: Number(row.next_attempt_at),
    last_error: row.last_error,
    delivered_at: toNumber(row.delivered_at),
    requeued_at: toNumber(row.requeued_at),
  };
}

/** A dead lead for an operator: no payload, so no personal data. A dead lead's next_attempt_at is when it was given up. */
export function toDeadLead(
  row: Pick<PgLeadRow, 'id' | 'kind' | 'created_at' | 'next_attempt_at' | 'attempts' | 'last_error'>,
): DeadLead {
  return {
    id: row.id,
    kind: row.kind as DeadLead['kind'],
    createdAt: Number(row.created_at),
    deadAt: Number(row.next_attempt_at),
    attempts: row.attempts,
    reason: row.last_error ?? '',
  };
}
