import type { QueuedLead } from './lead.js';
import { emptyCounts, type NewLead, type Outbox, type OutboxCounts, type OutboxRow } from './outbox.js';

/** An in-memory {@link Outbox} with a row inspector, for tests. */
export interface MemoryOutbox extends Outbox {
  /** Snapshot of every row, in insertion order. */
  rows(): OutboxRow[];
  /** One row by id. */
  get(id: string): OutboxRow | undefined;
}

/** Creates an in-memory outbox. Nothing survives the process: use it for tests only. */
export function createMemoryOutbox(): MemoryOutbox {
  const rows = new Map<string, OutboxRow>();
  const copy = (row: OutboxRow): OutboxRow => structuredClone(row);

  const settle = (id: string, attempt: number, change: Partial<OutboxRow>): boolean => {
    const row = rows.get(id);
    if (!row || row.state !== 'delivering' || row.attempts !== attempt) return false;
    Object.assign(row, change);
    return true;
  };

  return {
    async add(lead: NewLead) {
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
      });
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
        const { id, data, consent, createdAt, attempts } = copy(row);
        return { id, kind: data.kind, data, ...(consent ? { consent } : {}), createdAt, attempts };
      });
    },
    async markDelivered(id, attempt, at) {
      return settle(id, attempt, { state: 'delivered', deliveredAt: at });
    },
    async markRetry(id, attempt, error, nextAttemptAt, options) {
      const attempts = options?.refundAttempt ? attempt - 1 : attempt;
      return settle(id, attempt, { state: 'pending', lastError: error, nextAttemptAt, attempts });
    },
    async markDead(id, attempt, error, at) {
      // Like the SQLite outbox, a dead lead's nextAttemptAt records when it was given up.
      return settle(id, attempt, { state: 'dead', lastError: error, nextAttemptAt: at });
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
    async purge({ deliveredBefore, deadBefore }) {
      let deleted = 0;
      for (const row of [...rows.values()]) {
        const expired =
          (row.state === 'delivered' && (row.deliveredAt ?? 0) < deliveredBefore) || (row.state === 'dead' && row.nextAttemptAt < deadBefore);
        if (expired && rows.delete(row.id)) deleted += 1;
      }
      return deleted;
    },
    async close() {},
    rows: () => [...rows.values()].map(copy),
    get: (id) => {
      const row = rows.get(id);
      return row ? copy(row) : undefined;
    },
  };
}
