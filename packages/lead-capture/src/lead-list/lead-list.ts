import type { LeadConsent, LeadData, LeadState } from '../lead.js';
import type { LeadKind } from '../schemas.js';
import { readLeadRow, type LeadRow } from '../sqlite/lead-row.js';
import type { LeadCorrection } from './lead-correction.js';

/** Where a lead stands, as an owner filters by it: still to be sent, sent, or given up. */
export type LeadStanding = 'waiting' | 'delivered' | 'dead';

/** The outbox states each {@link LeadStanding} covers. */
export const STANDING_STATES: Readonly<Record<LeadStanding, readonly LeadState[]>> = {
  waiting: ['pending', 'delivering'],
  delivered: ['delivered'],
  dead: ['dead'],
};

/** The position after the last lead of a page: the next page starts below it (newest first). */
export interface LeadCursor {
  createdAt: number;
  id: string;
}

/** Longest search text: a name or an address, never a document. */
export const MAX_LEAD_SEARCH_LENGTH = 200;
/** Most leads on one page. */
export const MAX_LEAD_PAGE = 200;

/** One page of the owner's list of leads. All given criteria must match. */
export interface LeadListQuery {
  /** Leads of this form only. */
  kind?: LeadKind;
  /** Leads that stand here only. */
  standing?: LeadStanding;
  /**
   * Leads whose email or name contains this text, case-insensitively (ASCII letters; control
   * characters are ignored); at most {@link MAX_LEAD_SEARCH_LENGTH} characters.
   */
  search?: string;
  /** Leads older than this position (the previous page's `next`); absent: the newest. */
  after?: LeadCursor;
  /** Page size, 1 to {@link MAX_LEAD_PAGE}. */
  limit: number;
}

/**
 * A lead as the owner's desk lists it: the full record. Holds personal data: only for a
 * signed-in owner, never in a log.
 */
export interface ListedLead {
  id: string;
  kind: LeadKind;
  /** The form's fields, or null when the stored record cannot be read back. */
  data: LeadData | null;
  consent?: LeadConsent;
  createdAt: number;
  state: LeadState;
  attempts: number;
  /** Pending: when the next attempt is due. Dead: when it was given up. */
  nextAttemptAt: number;
  /** The last failure's text (a dead lead's reason), or null. */
  lastError: string | null;
  deliveredAt: number | null;
}

/** One page, and where the next one starts (null on the last page). */
export interface LeadPage {
  leads: ListedLead[];
  next: LeadCursor | null;
}

/**
 * Reads the outbox the way an owner looks at it, and corrects a lead's fields. Implemented by the
 * memory, SQLite and PostgreSQL outboxes.
 */
export interface LeadList extends LeadCorrection {
  listLeads(query: LeadListQuery): Promise<LeadPage>;
  /** One lead by its id, as listed; null when no lead has it (never accepted, or deleted after delivery). */
  getLead(id: string): Promise<ListedLead | null>;
  /**
   * Deletes lead `id` with its idempotency keys if it is dead (delivery given up), the owner's
   * decision; false when no dead lead has the id. Nothing else deletes a lead that never reached
   * Omnisend, except the operator's `leads purge-dead`.
   */
  deleteDeadLead(id: string): Promise<boolean>;
}

/**
 * The search text as both stores compare it: control characters removed (SQLite ends a text at a
 * NUL, and no name or address holds one), so a search of only those matches everything.
 */
export function searchText(search: string | undefined): string {
  return Array.from(search ?? '')
    .filter((char) => char.charCodeAt(0) >= 0x20)
    .join('');
}

/**
 * The search text as a LIKE pattern: ASCII letters lower-cased (SQLite's `lower` folds no other,
 * so neither may this; PostgreSQL lowers the pattern again itself), `\` escapes `%`, `_` and itself.
 */
export function searchPattern(search: string): string {
  return `%${search.replace(/[A-Z]/g, (char) => char.toLowerCase()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A stored row as listed; a row that cannot be read back is listed with `data: null`. */
export function toListedLead(row: LeadRow): ListedLead {
  return readLeadRow(row);
}

/** The page's answer from `limit + 1` rows: the extra row only says that there is a next page. */
export function toPage(rows: LeadRow[], limit: number): LeadPage {
  const leads = rows.slice(0, limit).map(toListedLead);
  const last = leads.at(-1);
  return { leads, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
