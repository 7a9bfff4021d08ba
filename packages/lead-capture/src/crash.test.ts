import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeliveryWorker } from './delivery-worker.js';
import type { QueuedLead } from './lead.js';
import { createSqliteOutbox } from './sqlite/sqlite-outbox.js';
import { recordingLogger } from './test-support/fixtures.js';
import { childScript } from './test-support/test-children.js';

const children: ChildProcess[] = [];
let dir = '';

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Starts the child and returns its port plus a reader of its JSON lines. */
async function startChild(dbPath: string, mode = '') {
  const child = spawn(process.execPath, [childScript('crash-child'), dbPath, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(String((await lines.next()).value)) as Record<string, unknown>;
  const { port } = (await next()) as { port: number };
  return { child, port, next };
}

async function postLeads(port: number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'newsletter', email: `reader${i}@example.org`, homepage: '' }),
    });
    expect(response.status).toBe(202);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function deliverAll(dbPath: string, now: number) {
  const outbox = createSqliteOutbox({ path: dbPath });
  const delivered: QueuedLead[] = [];
  const worker = createDeliveryWorker({
    outbox,
    now: () => now,
    logger: recordingLogger(),
    deliverer: { deliver: async (lead) => void delivered.push(lead) },
  });
  await worker.drain();
  await worker.drain();
  const counts = await outbox.counts();
  await outbox.close();
  return { delivered, counts };
}

describe('crash safety', () => {
  it('every lead answered 202 survives a SIGKILL and is delivered exactly once by a fresh worker', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-crash-'));
    const dbPath = join(dir, 'data', 'leads.db');
    const { child, port } = await startChild(dbPath);
    const ids = await postLeads(port, 25);
    await kill(child);

    const { delivered, counts } = await deliverAll(dbPath, Date.now());
    expect(delivered.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    expect(new Set(delivered.map((lead) => lead.data.email)).size).toBe(25);
    expect(counts).toEqual({ pending: 0, delivering: 0, delivered: 25, dead: 0 });
  }, 30_000);

  it('a lead killed mid-delivery is resumed after its lease expires, once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-crash-'));
    const dbPath = join(dir, 'leads.db');
    const { child, port, next } = await startChild(dbPath, 'hang');
    const ids = await postLeads(port, 3);
    expect(await next()).toEqual({ delivering: ids[0] });
    await kill(child);

    const early = await deliverAll(dbPath, Date.now());
    // The two waiting leads go at once; the one held by the dead process waits for its lease.
    expect(early.delivered.map((lead) => lead.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(early.counts).toEqual({ pending: 0, delivering: 1, delivered: 2, dead: 0 });

    const late = await deliverAll(dbPath, Date.now() + 60_001);
    expect(late.delivered.map((lead) => lead.id)).toEqual([ids[0]]);
    expect(late.delivered[0]?.attempts).toBe(2);
    expect(late.counts).toEqual({ pending: 0, delivering: 0, delivered: 3, dead: 0 });
  }, 30_000);
});
