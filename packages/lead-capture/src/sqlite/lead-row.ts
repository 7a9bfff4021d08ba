import type { LeadConsent, LeadData, LeadState, QueuedLead } from '../lead.js';
import type { OutboxRow } from '../outbox.js';
import { isLeadKind } from '../schemas.js';

/** A row of the `leads` table as SQLite returns it. */
export interface LeadRow {
  id: string;
  kind: string;
  payload: string;
  consent: string | null;
  created_at: number;
  state: LeadState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
  requeued_at: number | null;
}

/** A row's stored JSON, read back, or why it cannot be. */
type Parsed = { ok: true; data: LeadData; consent?: LeadConsent } | { ok: false; reason: string };

/**
 * Reads a row's payload and consent back. A row written by a bug, a manual edit or a damaged
 * file can hold anything; it is reported here rather than thrown, so the claim can set it aside.
 */
export function parseLeadRow(row: LeadRow): Parsed {
  try {
    const data = JSON.parse(row.payload) as LeadData;
    if (typeof data !== 'object' || data === null || !isLeadKind(data.kind) || typeof data.email !== 'string') {
      return { ok: false, reason: 'Unreadable lead record: the stored payload is not a lead' };
    }
    const consent = row.consent === null ? undefined : (JSON.parse(row.consent) as LeadConsent);
    return { ok: true, data, ...(consent ? { consent } : {}) };
  } catch (error) {
    return { ok: false, reason: `Unreadable lead record: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The lead a claim hands to the worker. */
export function toQueuedLead(
  row: LeadRow,
  parsed: { data: LeadData; consent?: LeadConsent },
  attempts: number,
): QueuedLead {
  return {
    id: row.id,
    kind: parsed.data.kind,
    data: parsed.data,
    ...(parsed.consent ? { consent: parsed.consent } : {}),
    createdAt: row.created_at,
    queuedAt: row.requeued_at ?? row.created_at,
    attempts,
  };
}

/**
 * A stored row with its payload read back: `data` is null when it cannot be. The one reader of
 * both the owner's list and the row inspector, which differ only in how they show a damaged row.
 */
export function readLeadRow(row: LeadRow): Omit<OutboxRow, 'data'> & { data: LeadData | null } {
  const parsed = parseLeadRow(row);
  return {
    id: row.id,
    kind: row.kind as OutboxRow['kind'],
    data: parsed.ok ? parsed.data : null,
    ...(parsed.ok && parsed.consent ? { consent: parsed.consent } : {}),
    createdAt: row.created_at,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

/** A full row for tests and tools; a corrupt payload is shown as it is stored. */
export function toOutboxRow(row: LeadRow): OutboxRow {
  const read = readLeadRow(row);
  return { ...read, data: read.data ?? ({ kind: row.kind, raw: row.payload } as unknown as LeadData) };
}
