import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteOutbox, SQLITE_OUTBOX_SCHEMA_VERSION } from './sqlite-outbox.js';
import { fakeClock, newLead } from '../test-support/fixtures.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lead-outbox-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createSqliteOutbox', () => {
  it('creates parent folders, uses WAL with synchronous=FULL and records the schema version', async () => {
    const path = join(dir, 'nested', 'data', 'leads.db');
    const outbox = createSqliteOutbox({ path });
    await outbox.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_OUTBOX_SCHEMA_VERSION);
    db.close();
    const reopened = createSqliteOutbox({ path });
    expect(await reopened.counts()).toEqual({ pending: 0, delivering: 0, delivered: 0, dead: 0 });
    await reopened.close();
  });

  it('purges delivered leads past their retention, never a lead still to deliver, and dead ones only when told', async () => {
    const clock = fakeClock();
    const path = join(dir, 'leads.db');
    const outbox = createSqliteOutbox({ path });
    const [oldDelivered, newDelivered, oldDead, waiting] = [1, 2, 3, 4].map(() => newLead(clock.now()));
    for (const lead of [oldDelivered!, newDelivered!, oldDead!, waiting!]) await outbox.add(lead);
    const claimed = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 3 });
    expect(claimed.map((lead) => lead.id)).toEqual([oldDelivered!.id, newDelivered!.id, oldDead!.id]);
    await outbox.markDelivered(oldDelivered!.id, 1, clock.now());
    await outbox.markDead(oldDead!.id, 1, '400 Bad Request', clock.now());
    clock.advance(10_000);
    await outbox.markDelivered(newDelivered!.id, 1, clock.now());

    // Delivered before the cut-off goes; the waiting lead stays however old it is, and so does the
    // dead one: only an explicit purgeDead (an operator's command) deletes a lead never delivered.
    const cutOff = { deliveredBefore: clock.now() - 5_000, idempotencyBefore: clock.now() };
    expect(await outbox.purge(cutOff)).toBe(1);
    expect(outbox.rows().map((row) => [row.id, row.state])).toEqual([
      [newDelivered!.id, 'delivered'],
      [oldDead!.id, 'dead'],
      [waiting!.id, 'pending'],
    ]);
    expect(await outbox.purge(cutOff)).toBe(0);
    expect(await outbox.purgeDead(clock.now())).toBe(1);
    await outbox.close();

    // Purged personal data is overwritten, not left behind in the file's free pages.
    const bytes = readFileSync(path).toString('latin1');
    expect(bytes).toContain(newDelivered!.data.email);
    expect(bytes).not.toContain(oldDelivered!.data.email);
    expect(bytes).not.toContain(oldDead!.data.email);
  });

  it('refunds a throttled attempt on retry, and only for the claim that holds the lease', async () => {
    const clock = fakeClock();
    const outbox = createSqliteOutbox({ path: join(dir, 'leads.db') });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    const [claimed] = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 1 });
    expect(claimed?.attempts).toBe(1);
    expect(await outbox.markRetry(lead.id, 2, 'stale claim', clock.now(), { refundAttempt: true })).toBe(false);
    expect(await outbox.markRetry(lead.id, 1, '429 Too Many Requests', clock.now(), { refundAttempt: true })).toBe(
      true,
    );
    const [again] = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 1 });
    expect(again?.attempts).toBe(1);
    await outbox.close();
  });

  it('keeps every lead, its consent and its state across close and reopen', async () => {
    const clock = fakeClock();
    const path = join(dir, 'leads.db');
    const first = createSqliteOutbox({ path });
    const a = newLead(clock.now(), {
      kind: 'contact',
      name: 'Jane Doe',
      email: 'jane@example.org',
      subject: 'general',
      message: 'Hi',
    });
    const b = newLead(clock.now() + 1);
    await first.add(a);
    await first.add(b);
    const [claimed] = await first.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 1 });
    expect(claimed?.id).toBe(a.id);
    expect(await first.markDelivered(a.id, 1, clock.now() + 5)).toBe(true);
    await first.close();

    const second = createSqliteOutbox({ path });
    const rows = second.rows();
    expect(rows).toEqual([
      expect.objectContaining({
        id: a.id,
        data: a.data,
        consent: a.consent,
        state: 'delivered',
        attempts: 1,
        deliveredAt: clock.now() + 5,
      }),
      expect.objectContaining({
        id: b.id,
        data: b.data,
        consent: b.consent,
        state: 'pending',
        attempts: 0,
        lastError: null,
      }),
    ]);
    expect(await second.counts()).toEqual({ pending: 1, delivering: 0, delivered: 1, dead: 0 });
    expect(await second.oldestPendingCreatedAt()).toBe(b.createdAt);
    await second.close();
  });

  it('leases claims: a claimed lead is not due until the lease expires, and the old claim is fenced off', async () => {
    const clock = fakeClock();
    const outbox = createSqliteOutbox({ path: join(dir, 'leads.db') });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    const [first] = await outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 10 });
    expect(first).toMatchObject({ id: lead.id, attempts: 1, kind: 'newsletter' });
    expect(await outbox.counts()).toMatchObject({ pending: 0, delivering: 1 });
    expect(await outbox.claimDue({ now: clock.now() + 59_999, leaseMs: 60_000, limit: 10 })).toEqual([]);

    const [second] = await outbox.claimDue({ now: clock.now() + 60_000, leaseMs: 60_000, limit: 10 });
    expect(second).toMatchObject({ id: lead.id, attempts: 2 });
    expect(await outbox.markDelivered(lead.id, 1, clock.now())).toBe(false);
    expect(
      await outbox.markRetry(lead.id, 2, 'Omnisend API error: 502 Bad Gateway - Unknown error', clock.now() + 5000),
    ).toBe(true);
    expect(outbox.rows()[0]).toMatchObject({
      state: 'pending',
      nextAttemptAt: clock.now() + 5000,
      lastError: 'Omnisend API error: 502 Bad Gateway - Unknown error',
    });
    await outbox.close();
  });

  it('claims in due order and marks dead with the last error', async () => {
    const clock = fakeClock();
    const outbox = createSqliteOutbox({ path: join(dir, 'leads.db') });
    const leads = [newLead(clock.now() + 2), newLead(clock.now()), newLead(clock.now() + 1)];
    for (const lead of leads) await outbox.add(lead);
    const claimed = await outbox.claimDue({ now: clock.now() + 10, leaseMs: 1000, limit: 2 });
    expect(claimed.map((lead) => lead.id)).toEqual([leads[1]?.id, leads[2]?.id]);
    expect(await outbox.markDead(leads[1]?.id ?? '', 1, 'bad request', clock.now())).toBe(true);
    expect(await outbox.counts()).toEqual({ pending: 1, delivering: 1, delivered: 0, dead: 1 });
    await outbox.close();
  });

  it('refuses a database written by a newer schema', async () => {
    const path = join(dir, 'leads.db');
    const db = new Database(path);
    db.pragma(`user_version = ${SQLITE_OUTBOX_SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => createSqliteOutbox({ path })).toThrow(/newer than this code supports/);
  });
});
