import { confirmedJobId } from './consent/confirmed-job.js';
import { isPrivacyJob } from './erasure/personal-data.js';
import type { QueuedLead } from './lead.js';
import { searchText, STANDING_STATES, type LeadList, type ListedLead } from './lead-list/lead-list.js';
import {
  emptyCounts,
  matchesDeadFilter,
  type DeadLead,
  type Outbox,
  type OutboxCounts,
  type OutboxRow,
} from './outbox.js';

/** An in-memory {@link Outbox} with the owner's list and a row inspector, for tests. */
export interface MemoryOutbox extends Outbox, LeadList {
  /** Snapshot of every row, in insertion order. */
  rows(): OutboxRow[];
  /** One row by id. */
  get(id: string): OutboxRow | undefined;
  /** Every remembered idempotency key, for the erasure of one person's data. */
  idempotencyKeys(): { key: string; leadId: string; at: number }[];
  /** Deletes these leads and these idempotency keys; resolves to how many leads. */
  forget(ids: readonly string[], keys: readonly string[]): number;
}

type MemoryRow = OutboxRow & { requeuedAt: number | null };

/** Creates an in-memory outbox. Nothing survives the process: use it for tests only. */
export function createMemoryOutbox(): MemoryOutbox {
  const rows = new Map<string, MemoryRow>();
  const keys = new Map<string, { leadId: string; at: number }>();
  const copy = ({ requeuedAt: _requeuedAt, ...row }: MemoryRow): OutboxRow => structuredClone(row);

  const settle = (id: string, attempt: number, change: Partial<OutboxRow>): boolean => {
    const row = rows.get(id);
    if (!row || row.state !== 'delivering' || row.attempts !== attempt) return false;
    Object.assign(row, change);
    return true;
  };
  const findKey = (key: string, since: number) => {
    const known = keys.get(key);
    return known && known.at >= since ? known.leadId : null;
  };
  // Like the SQLite outbox, a dead lead's nextAttemptAt records when it was given up.
  const deadLeads = () =>
    [...rows.values()]
      .filter((row) => row.state === 'dead')
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
      .map((row): DeadLead => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.createdAt,
        deadAt: row.nextAttemptAt,
        attempts: row.attempts,
        reason: row.lastError ?? '',
      }));

  const outbox: MemoryOutbox = {
    async add(lead, options = {}) {
      if (lead.idempotencyKey !== undefined) {
        const known = findKey(lead.idempotencyKey, options.idempotencySince ?? 0);
        if (known) return { id: known, replayed: true };
      }
      if (rows.has(lead.id)) throw new Error(`Lead ${lead.id} already exists`);
      rows.set(lead.id, {
        id: lead.id,
        kind: lead.data.kind,
        data: structuredClone(lead.data),
        ...(lead.consent ? { consent: { ...lead.consent } } : {}),
        createdAt: lead.createdAt,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: lead.createdAt,
        lastError: null,
        deliveredAt: null,
        requeuedAt: null,
      });
      if (lead.idempotencyKey !== undefined) keys.set(lead.idempotencyKey, { leadId: lead.id, at: lead.createdAt });
      return { id: lead.id, replayed: false };
    },
    async findByIdempotencyKey(key, since) {
      return findKey(key, since);
    },
    async claimDue({ now, leaseMs, limit }) {
      const due = [...rows.values()]
        .filter((row) => (row.state === 'pending' || row.state === 'delivering') && row.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt)
        .slice(0, limit);
      return due.map((row): QueuedLead => {
        row.state = 'delivering';
        row.attempts += 1;
        row.nextAttemptAt = now + leaseMs;
        const queuedAt = row.requeuedAt ?? row.createdAt;
        const { id, data, consent, createdAt, attempts } = copy(row);
        return { id, kind: data.kind, data, ...(consent ? { consent } : {}), createdAt, queuedAt, attempts };
      });
    },
    async markDelivered(id, attempt, at) {
      return settle(id, attempt, { state: 'delivered', deliveredAt: at, lastError: null });
    },
    async markRetry(id, attempt, error, nextAttemptAt, options) {
      const attempts = options?.refundAttempt ? attempt - 1 : attempt;
      return settle(id, attempt, { state: 'pending', lastError: error, nextAttemptAt, attempts });
    },
    async markDead(id, attempt, error, at) {
      return settle(id, attempt, { state: 'dead', lastError: error, nextAttemptAt: at });
    },
    async listDead(filter = {}, limit = 1000) {
      return deadLeads()
        .filter((lead) => matchesDeadFilter(lead, filter))
        .slice(0, limit);
    },
    async requeueDead(filter, now) {
      let requeued = 0;
      for (const lead of deadLeads()) {
        if (!matchesDeadFilter(lead, filter)) continue;
        Object.assign(rows.get(lead.id)!, { state: 'pending', attempts: 0, nextAttemptAt: now, requeuedAt: now });
        requeued += 1;
      }
      return requeued;
    },
    async counts(): Promise<OutboxCounts> {
      const counts = emptyCounts();
      for (const row of rows.values()) counts[row.state] += 1;
      return counts;
    },
    async oldestPendingCreatedAt() {
      let oldest: number | null = null;
      for (const row of rows.values()) {
        if (row.state !== 'pending' && row.state !== 'delivering') continue;
        if (oldest === null || row.createdAt < oldest) oldest = row.createdAt;
      }
      return oldest;
    },
    async purge({ deliveredBefore, idempotencyBefore }) {
      for (const [key, { at }] of keys) if (at < idempotencyBefore) keys.delete(key);
      let deleted = 0;
      for (const row of [...rows.values()]) {
        if (row.state === 'delivered' && (row.deliveredAt ?? 0) < deliveredBefore && rows.delete(row.id)) deleted += 1;
      }
      return deleted;
    },
    async purgeDead(before) {
      let deleted = 0;
      for (const row of [...rows.values()])
        if (row.state === 'dead' && row.nextAttemptAt < before && rows.delete(row.id)) deleted += 1;
      return deleted;
    },
    async close() {},
    rows: () => [...rows.values()].map(copy),
    async listLeads(query) {
      // The SQLite outbox's semantics: ASCII letters folded, control characters ignored, newest first.
      const fold = (text: string) => text.replace(/[A-Z]/g, (char) => char.toLowerCase());
      const search = fold(searchText(query.search));
      const states = query.standing ? STANDING_STATES[query.standing] : undefined;
      const after = query.after;
      const matching = [...rows.values()]
        .filter((row) => !isPrivacyJob(row.id) && !rows.has(confirmedJobId(row.id)))
        .filter((row) => (!query.kind || row.kind === query.kind) && (!states || states.includes(row.state)))
        .filter((row) => {
          if (!search) return true;
          const data = row.data as { email?: string; name?: string; firstName?: string };
          return [data.email, data.name ?? data.firstName].some((text) => fold(text ?? '').includes(search));
        })
        .filter(
          (row) =>
            !after || row.createdAt < after.createdAt || (row.createdAt === after.createdAt && row.id < after.id),
        )
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      const leads = matching
        .slice(0, query.limit)
        .map(({ requeuedAt: _requeuedAt, ...row }): ListedLead => structuredClone(row));
      const last = leads.at(-1);
      return { leads, next: matching.length > query.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
    },
    get: (id) => {
      const row = rows.get(id);
      return row ? copy(row) : undefined;
    },
    async getLead(id) {
      const row = rows.get(id);
      return row ? copy(row) : null;
    },
    async correctLead(id, data, { now, update }) {
      const row = rows.get(id);
      if (!row || isPrivacyJob(id)) return { ok: false, reason: 'not-found' };
      if (row.kind !== data.kind) return { ok: false, reason: 'other-form' };
      if (row.state === 'delivering') return { ok: false, reason: 'sending' };
      const was = row.state;
      row.data = structuredClone(data);
      if (was === 'dead') Object.assign(row, { state: 'pending', attempts: 0, nextAttemptAt: now, requeuedAt: now });
      if (was === 'delivered') await outbox.add(update);
      return { ok: true, was, updateQueued: was === 'delivered' };
    },
    async deleteDeadLead(id) {
      if (rows.get(id)?.state !== 'dead' || isPrivacyJob(id)) return false;
      for (const [key, known] of keys) if (known.leadId === id) keys.delete(key);
      return rows.delete(id);
    },
    idempotencyKeys: () => [...keys].map(([key, { leadId, at }]) => ({ key, leadId, at })),
    forget(ids, forgottenKeys) {
      for (const key of forgottenKeys) keys.delete(key);
      return ids.reduce((deleted, id) => deleted + (rows.delete(id) ? 1 : 0), 0);
    },
  };
  return outbox;
}
