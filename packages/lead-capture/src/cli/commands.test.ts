import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { newLead } from '../test-support/fixtures.js';
import { main } from './main.js';

let dir: string;
let db: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  db = join(dir, 'leads.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await main(argv, {}, { out: (text) => out.push(text), error: (text) => error.push(text) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

/** An outbox with one pending lead and three dead ones (two rejected for their data, one for a key). */
async function seed() {
  const outbox = createSqliteOutbox({ path: db });
  const now = Date.now();
  const leads = [newLead(now - 3000), newLead(now - 2000, { kind: 'exit-intent' }), newLead(now - 1000), newLead(now)];
  for (const lead of leads) await outbox.add(lead);
  const claimed = await outbox.claimDue({ now, leaseMs: 60_000, limit: 3 });
  const reasons = [
    'Omnisend API error: 400 Bad Request - identifiers',
    'Omnisend API error: 401 Unauthorized',
    'Omnisend API error: 400 Bad Request - identifiers',
  ];
  for (const [index, lead] of claimed.entries())
    await outbox.markDead(lead.id, lead.attempts, reasons[index]!, now - 1000);
  await outbox.close();
  return leads;
}

describe('the leads command', () => {
  it('needs to be told which outbox, and explains itself', async () => {
    expect(await run('status')).toMatchObject({
      code: 2,
      error: expect.stringContaining('--db path/to/leads.db, or set LEADS_DB'),
    });
    expect(await run('--help')).toMatchObject({ code: 0, out: expect.stringContaining('requeue <id>...') });
    expect(await run('status', '--db', db)).toMatchObject({
      code: 1,
      error: expect.stringContaining(`No lead outbox at ${db}`),
    });
    await seed();
    expect(await run('explode', '--db', db)).toMatchObject({
      code: 2,
      error: expect.stringContaining('Unknown command "explode"'),
    });
  });

  it('shows counts and lists dead leads with their reasons, never their addresses', async () => {
    const leads = await seed();
    const status = await run('status', '--db', db, '--json');
    expect(JSON.parse(status.out)).toMatchObject({ counts: { pending: 1, delivering: 0, delivered: 0, dead: 3 } });
    const dead = await run('dead', '--db', db);
    expect(dead.code).toBe(0);
    expect(dead.out.split('\n')).toHaveLength(3);
    expect(dead.out).toContain(`${leads[1]!.id}  exit-intent`);
    expect(dead.out).toContain('Omnisend API error: 401 Unauthorized');
    expect(dead.out).not.toContain('@example.org');
    const filtered = await run('dead', '--db', db, '--kind', 'exit-intent', '--json');
    expect(JSON.parse(filtered.out).dead.map((lead: { id: string }) => lead.id)).toEqual([leads[1]!.id]);
  });

  it('requeues one lead, a filter, or all of them, but never all by accident', async () => {
    const leads = await seed();
    expect(await run('requeue', '--db', db)).toMatchObject({
      code: 2,
      error: expect.stringContaining('or pass --all'),
    });
    expect(await run('requeue', leads[1]!.id, '--db', db)).toMatchObject({
      code: 0,
      out: '1 lead queued for delivery again.',
    });
    expect(await run('requeue', '--error', '400 Bad Request', '--db', db)).toMatchObject({
      code: 0,
      out: '2 leads queued for delivery again.',
    });
    expect(await run('requeue', '--all', '--db', db)).toMatchObject({
      code: 0,
      out: '0 leads queued for delivery again.',
    });
    expect(JSON.parse((await run('status', '--db', db, '--json')).out).counts).toMatchObject({ pending: 4, dead: 0 });
  });

  it('deletes dead leads only when asked, and only those older than asked', async () => {
    await seed();
    expect(await run('purge-dead', '--db', db)).toMatchObject({
      code: 2,
      error: expect.stringContaining('--older-than-days N'),
    });
    expect(await run('purge-dead', '--older-than-days', '1', '--db', db)).toMatchObject({
      code: 0,
      out: '0 dead leads deleted.',
    });
    expect(await run('purge-dead', '--older-than-days', '0', '--db', db)).toMatchObject({
      code: 0,
      out: '3 dead leads deleted.',
    });
    expect(JSON.parse((await run('status', '--db', db, '--json')).out).counts).toMatchObject({ pending: 1, dead: 0 });
  });

  it('with DATABASE_URL set, reads a file only when --db names one, and refuses a URL that is not PostgreSQL', async () => {
    await seed();
    const out: string[] = [];
    expect(
      await main(
        ['status', '--db', db, '--json'],
        { DATABASE_URL: 'postgres://db.internal/site' },
        { out: (text) => out.push(text), error: () => {} },
      ),
    ).toBe(0);
    expect(JSON.parse(out.join('')).counts).toMatchObject({ pending: 1, dead: 3 });
    const error: string[] = [];
    const other = join(dir, 'other.db');
    const code = await main(
      ['status'],
      { DATABASE_URL: 'sqlite:///srv/leads.db', LEADS_DB: other },
      { out: () => {}, error: (text) => error.push(text) },
    );
    expect(code).toBe(2);
    expect(error.join('\n')).toBe('DATABASE_URL must start with postgres:// or postgresql://');
    expect(existsSync(other)).toBe(false);
  });
});
