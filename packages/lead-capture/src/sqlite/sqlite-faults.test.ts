import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock, newLead } from '../test-support/fixtures.js';
import { childScript } from '../test-support/test-children.js';
import { createSqliteOutbox, SQLITE_OUTBOX_SCHEMA_VERSION } from './sqlite-outbox.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lead-outbox-faults-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the child that migrates a fresh file and holds its write lock; resolves once it holds it. */
function migratingChild(path: string, holdMs: number) {
  const proc = spawn(process.execPath, [childScript('open-outbox-child'), path, String(holdMs)]);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
  const holding = new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (chunk) => String(chunk).includes('holding') && resolve());
    proc.on('exit', (code) => reject(new Error(`child exited ${code} before holding the lock`)));
  });
  return { holding, exited };
}

describe('the SQLite outbox under faults', () => {
  it('sets a row it cannot read aside as dead with the reason, and the queue goes on', async () => {
    const clock = fakeClock();
    const path = join(dir, 'leads.db');
    const outbox = createSqliteOutbox({ path });
    const [before, after] = [newLead(clock.now()), newLead(clock.now() + 2)];
    await outbox.add(before!);
    await outbox.add(after!);
    const raw = new Database(path);
    raw
      .prepare(
        `INSERT INTO leads (id, kind, payload, created_at, state, attempts, next_attempt_at) VALUES ('poison', 'contact', '{"kind":', ?, 'pending', 0, ?)`,
      )
      .run(clock.now() + 1, clock.now() + 1);
    raw
      .prepare(
        `INSERT INTO leads (id, kind, payload, created_at, state, attempts, next_attempt_at) VALUES ('not-a-lead', 'contact', '[1,2]', ?, 'pending', 0, ?)`,
      )
      .run(clock.now() + 1, clock.now() + 1);
    raw.close();

    const claimed = await outbox.claimDue({ now: clock.now() + 10, leaseMs: 60_000, limit: 10 });
    expect(claimed.map((lead) => lead.id)).toEqual([before!.id, after!.id]);
    const dead = await outbox.listDead();
    expect(dead.map((lead) => [lead.id, lead.reason.startsWith('Unreadable lead record:')])).toEqual([
      ['poison', true],
      ['not-a-lead', true],
    ]);
    await outbox.close();
  });

  it('commits a burst of leads in one transaction: one commit to the journal, not one per lead', async () => {
    const clock = fakeClock();
    const path = join(dir, 'leads.db');
    const outbox = createSqliteOutbox({ path });
    await outbox.add(newLead(clock.now()));
    const walBefore = statSync(`${path}-wal`).size;
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => outbox.add(newLead(clock.now() + i))));
    expect(results.every((result) => !result.replayed)).toBe(true);
    // Each commit appends the pages it changed to the WAL. 200 separate commits would append at
    // least 200 pages (800 KB); one group commit appends only the handful of pages it touched.
    const appendedPages = (statSync(`${path}-wal`).size - walBefore) / 4096;
    expect(appendedPages).toBeLessThan(40);
    expect((await outbox.counts()).pending).toBe(201);
    await outbox.close();
  });

  it('rolls back only the failing write of a batch; the others commit', async () => {
    const clock = fakeClock();
    const outbox = createSqliteOutbox({ path: join(dir, 'leads.db') });
    const lead = newLead(clock.now());
    await outbox.add(lead);
    const [duplicate, fresh] = await Promise.allSettled([outbox.add(lead), outbox.add(newLead(clock.now()))]);
    expect(duplicate.status).toBe('rejected');
    expect(fresh.status).toBe('fulfilled');
    expect((await outbox.counts()).pending).toBe(2);
    await outbox.close();
  });

  it('fails a write fast while another process holds the write lock, and works once it is released', async () => {
    const clock = fakeClock();
    const path = join(dir, 'leads.db');
    const outbox = createSqliteOutbox({ path, busyTimeoutMs: 50 });
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    await expect(outbox.add(newLead(clock.now()))).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('COMMIT');
    other.close();
    await expect(outbox.add(newLead(clock.now()))).resolves.toMatchObject({ replayed: false });
    expect((await outbox.counts()).pending).toBe(1);
    await outbox.close();
  });

  it('opens a fresh file while another process is migrating it: waits its turn, then migrates the rest', async () => {
    const path = join(dir, 'fresh.db');
    const other = migratingChild(path, 1000);
    await other.holding;
    // Reading the schema version before taking the lock would see version 0 here and then fail
    // on "table leads already exists" once the other process commits.
    const outbox = createSqliteOutbox({ path });
    expect(await other.exited).toBe(0);
    await outbox.add(newLead(fakeClock().now()));
    expect((await outbox.counts()).pending).toBe(1);
    await outbox.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_OUTBOX_SCHEMA_VERSION);
    db.close();
  }, 30_000);
});
