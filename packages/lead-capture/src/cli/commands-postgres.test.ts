/**
 * The `leads` command against PostgreSQL (a real throwaway cluster), run as the operator runs it:
 * a separate process with `DATABASE_URL` set, beside the instance whose handler took the leads.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStores, type PostgresStores } from '../postgres/stores.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { newLead } from '../test-support/fixtures.js';
import { testLeadHandler } from '../test-support/lead-handler-harness.js';
import { childScript } from '../test-support/test-children.js';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';

const SCHEMA = 'leads_command';

let cluster: PostgresCluster;
let stores: PostgresStores;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  stores = await openPostgresStores({ connectionString: cluster.url, schema: SCHEMA, maxConnections: 3 });
}, 60_000);
afterAll(async () => {
  await stores?.close();
  cluster?.stop();
});

/** Runs `leads …` in its own process; DATABASE_URL and DATABASE_SCHEMA as the server's, unless `env` says otherwise. */
function leads(args: string[], env: Record<string, string> = { DATABASE_URL: cluster.url, DATABASE_SCHEMA: SCHEMA }) {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, LEADS_DB: _db, ...inherited } = process.env;
  return new Promise<{ code: number; out: string; error: string }>((resolve) => {
    execFile(
      process.execPath,
      [childScript('leads-command-child'), ...args],
      { env: { ...inherited, ...env } },
      (error, out, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: out.trim(), error: stderr.trim() }),
    );
  });
}

describe('the leads command with DATABASE_URL', () => {
  it('shows, lists, requeues and purges the leads an instance took, without their addresses', async () => {
    const { send, clock } = testLeadHandler({ outbox: stores.outbox });
    for (const email of ['ada@example.org', 'grace@example.org', 'edsger@example.org']) {
      expect((await send({ kind: 'exit-intent', email })).status).toBe(202);
    }
    // Omnisend refused two of them for good, as the delivery worker would record it.
    const claimed = await stores.outbox.claimDue({ now: clock.now(), leaseMs: 60_000, limit: 2 });
    for (const lead of claimed)
      await stores.outbox.markDead(
        lead.id,
        lead.attempts,
        'Omnisend API error: 400 Bad Request - identifiers',
        clock.now(),
      );

    const status = await leads(['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.out)).toMatchObject({ counts: { pending: 1, delivering: 0, delivered: 0, dead: 2 } });

    const dead = await leads(['dead']);
    expect(dead.code).toBe(0);
    expect(dead.out.split('\n')).toHaveLength(2);
    for (const lead of claimed) expect(dead.out).toContain(`${lead.id}  exit-intent`);
    expect(dead.out).toContain('Omnisend API error: 400 Bad Request - identifiers');
    expect(dead.out).not.toContain('@example.org');

    expect(await leads(['requeue', claimed[0]!.id])).toMatchObject({
      code: 0,
      out: '1 lead queued for delivery again.',
    });
    expect(await stores.outbox.counts()).toMatchObject({ pending: 2, dead: 1 });
    expect(await leads(['purge-dead', '--older-than-days', '0'])).toMatchObject({
      code: 0,
      out: '1 dead lead deleted.',
    });
    expect(await stores.outbox.counts()).toMatchObject({ pending: 2, dead: 0 });
  }, 60_000);

  it('prints what it prints for the same leads in a SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-command-'));
    try {
      const file = createSqliteOutbox({ path: join(dir, 'leads.db') });
      const pg = await openPostgresStores({
        connectionString: cluster.url,
        schema: 'leads_command_same',
        maxConnections: 2,
      });
      const now = Date.now();
      const same = [newLead(now - 2000), newLead(now - 1000, { kind: 'exit-intent' })];
      for (const outbox of [file, pg.outbox]) {
        for (const lead of same) await outbox.add(lead);
        const [first] = await outbox.claimDue({ now, leaseMs: 60_000, limit: 1 });
        await outbox.markDead(first!.id, first!.attempts, 'Omnisend API error: 401 Unauthorized', now - 500);
      }
      await Promise.all([file.close(), pg.close()]);
      const fromPostgres = await leads(['dead'], { DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'leads_command_same' });
      const fromFile = await leads(['dead'], { LEADS_DB: join(dir, 'leads.db') });
      expect(fromPostgres).toMatchObject({ code: 0, error: '' });
      expect(fromPostgres.out).toBe(fromFile.out);
      const statusOf = async (env: Record<string, string>) =>
        JSON.parse((await leads(['status', '--json'], env)).out).counts;
      expect(await statusOf({ DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'leads_command_same' })).toEqual(
        await statusOf({ LEADS_DB: join(dir, 'leads.db') }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names a database it cannot reach in one line, without the password, and exits 1', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const refused = await leads(['status'], { DATABASE_URL: 'postgres://operator:s3cret-Pw@127.0.0.1:1/site' });
    expect(refused.code).toBe(1);
    expect(refused.error.split('\n')).toHaveLength(1);
    expect(refused.error).toContain('Cannot open the lead outbox in PostgreSQL (DATABASE_URL)');
    expect(refused.error).not.toContain('s3cret-Pw');
    expect(refused.error).not.toContain(' at ');
    const wrongUser = await leads(['status'], {
      DATABASE_URL: cluster.url.replace('://postgres', '://nobody-here:s3cret-Pw'),
    });
    expect(wrongUser.code).toBe(1);
    expect(wrongUser.error.split('\n')).toHaveLength(1);
    expect(wrongUser.error).not.toContain('s3cret-Pw');
    expect(await leads(['status'], { DATABASE_URL: 'mysql://operator:s3cret-Pw@db/site' })).toMatchObject({
      code: 2,
      error: 'DATABASE_URL must start with postgres:// or postgresql://',
    });
  }, 60_000);
});
