import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_DUE_SQL, OLDEST_WAITING_SQL, openSqliteStore, type SqliteStore } from './sqlite-store.js';

// A long outage leaves many leads waiting, and the delivery worker claims the earliest due ones
// again and again. The claim must be a walk down an index to the first few rows, never a read
// and sort of every waiting lead (that cost 0.7 s per claim with 300,000 waiting).
let dir: string;
let store: SqliteStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'claim-plan-'));
  store = openSqliteStore(join(dir, 'leads.db'), 1000);
});
afterEach(() => {
  store.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const plan = (sql: string, ...args: unknown[]) =>
  (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>)
    .map((row) => row.detail)
    .join(' | ');

/** Waiting, delivered and dead leads in a scrambled order of due times. */
function fill(count: number): void {
  const insert = store.db.prepare(
    `INSERT INTO leads (id, kind, payload, created_at, state, attempts, next_attempt_at) VALUES (?, 'newsletter', ?, ?, ?, 0, ?)`,
  );
  const states = ['pending', 'pending', 'pending', 'delivering', 'delivered', 'dead'] as const;
  store.db.transaction(() => {
    for (let i = 0; i < count; i += 1)
      insert.run(
        `lead-${i}`,
        JSON.stringify({ kind: 'newsletter', email: `reader${i}@example.org` }),
        1_000 + i,
        states[i % states.length],
        1_000 + ((i * 7919) % count),
      );
  })();
}

describe('claiming from a long backlog', () => {
  it('reads the due leads in order from their own index, with no sort of the backlog', () => {
    fill(5_000);
    const claimPlan = plan(CLAIM_DUE_SQL, 10_000, 4);
    expect(claimPlan).toContain('leads_due_order');
    expect(claimPlan).not.toContain('TEMP B-TREE');
    expect(plan(OLDEST_WAITING_SQL)).toContain('leads_waiting_since');
  });

  it('claims the earliest due waiting leads (an expired lease counts), never a delivered or dead one', async () => {
    fill(600);
    const expected = (
      store.db.prepare(`SELECT id, state, next_attempt_at, created_at FROM leads`).all() as Array<{
        id: string;
        state: string;
        next_attempt_at: number;
        created_at: number;
      }>
    )
      .filter((row) => (row.state === 'pending' || row.state === 'delivering') && row.next_attempt_at <= 1_300)
      .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.created_at - b.created_at)
      .slice(0, 25)
      .map((row) => row.id);
    const claimed = store.writes.claimDue({ now: 1_300, leaseMs: 60_000, limit: 25 });
    expect(claimed.map((lead) => lead.id)).toEqual(expected);
    const waiting = store.db
      .prepare(`SELECT MIN(created_at) AS oldest FROM leads NOT INDEXED WHERE state IN ('pending', 'delivering')`)
      .get() as { oldest: number };
    expect(store.reads.oldestPendingCreatedAt()).toBe(waiting.oldest);
  });
});
