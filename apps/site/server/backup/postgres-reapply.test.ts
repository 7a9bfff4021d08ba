// @vitest-environment node
/**
 * The README's PostgreSQL recipe, run: `pg_dump -Fc` of a live database, an erasure after it,
 * `pg_restore` into an empty database, then `site-backup reapply-erasures` against the restored
 * one. And `site-backup` itself refuses to pretend it backs PostgreSQL up.
 */
import type { LeadData } from '@rooted/lead-capture';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterForTests } from '../../../../packages/database/src/test-support/cluster-for-tests';
import { loadServerConfig } from '../config';
import { openSiteStores } from '../database/open-site-stores';
import { createPrivacyService } from '@rooted/admin/server';
import { backupCommands, POSTGRES_NOTE } from './backup-commands';
import { ledgerPath, readLedgers } from './erasure-ledger';
import { reapplyOnPostgres } from './reapply-erasures';

const cluster = clusterForTests();
const folder = mkdtempSync(join(tmpdir(), 'pg-reapply-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const SCHEMA = 'site';
const bin = (name: string) =>
  join(
    process.env.PG_BIN ?? ['/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) => existsSync(dir))!,
    name,
  );
const databaseUrl = (name: string) => Object.assign(new URL(cluster.url), { pathname: `/${name}` }).href;

/** Opens the site's stores on `url` as the server does (the ledger given), runs `work`, closes. */
async function withStores(
  url: string,
  work: (stores: Awaited<ReturnType<typeof openSiteStores>>) => Promise<void>,
  ledger?: string,
) {
  const stores = await openSiteStores(
    { kind: 'postgres', url, schema: SCHEMA },
    ledger ? { erasureLedger: ledger } : {},
  );
  try {
    await work(stores);
  } finally {
    if ('stores' in stores.leads) await stores.leads.stores.close();
  }
}

/** The addresses of the leads in a database. */
async function leadAddresses(url: string): Promise<string[]> {
  let found: string[] = [];
  await withStores(url, async (stores) => {
    if (!('stores' in stores.leads)) throw new Error('expected PostgreSQL');
    const rows = await stores.leads.stores.sql.unsafe<{ email: string }[]>(
      `SELECT payload::jsonb->>'email' AS email FROM "${SCHEMA}".leads WHERE id NOT LIKE 'privacy-%' ORDER BY id`,
    );
    found = rows.map((row) => row.email);
  });
  return found;
}

describe('site-backup on PostgreSQL', { timeout: 120_000 }, () => {
  it('says plainly that it does not back PostgreSQL up, and points to the recipe', async () => {
    const config = loadServerConfig(
      { DATABASE_URL: 'postgres://site:pw@db.internal/site', LEADS_SIGNING_SECRET: 'a-signing-secret-0123456789' },
      { dataDir: folder, cwd: folder },
    );
    const commands = backupCommands(config, { ledgers: [] });
    await expect(commands.create()).rejects.toThrow(POSTGRES_NOTE);
    await expect(commands.restore('any.tar.gz')).rejects.toThrow('does not back it up. Use pg_dump -Fc and pg_restore');
  });

  it('after pg_dump, an erasure and pg_restore into an empty database, reapply-erasures erases the address again', async () => {
    const admin = cluster.url;
    execFileSync(bin('psql'), [admin, '-qc', 'CREATE DATABASE live']);
    const ledger = ledgerPath(join(folder, 'backups'));
    await withStores(databaseUrl('live'), async (stores) => {
      if (!('stores' in stores.leads)) throw new Error('expected PostgreSQL');
      for (const email of ['ann@example.org', 'erase.me@example.org']) {
        await stores.leads.stores.outbox.add({
          id: `lead-${email}`,
          createdAt: Date.now(),
          data: { kind: 'newsletter', email } as LeadData,
        });
      }
    });
    const dump = join(folder, 'site.dump');
    execFileSync(bin('pg_dump'), ['-Fc', '-f', dump, databaseUrl('live')]);

    await withStores(
      databaseUrl('live'),
      async (stores) => {
        if (!('stores' in stores.leads)) throw new Error('expected PostgreSQL');
        const { personalData, outbox } = stores.leads.stores;
        const service = createPrivacyService({
          personalData,
          outbox,
          telemetry: stores.telemetry,
          store: stores.owners.privacy,
          desk: stores.owners.desk,
          mail: { queue: async () => {} },
        });
        await service.erase('Erase.Me@example.org', 'owner@example.org');
      },
      ledger,
    );
    expect(await leadAddresses(databaseUrl('live'))).toEqual(['ann@example.org']);

    // The database is lost; the dump goes into an empty one.
    execFileSync(bin('psql'), [admin, '-qc', 'CREATE DATABASE restored']);
    execFileSync(bin('pg_restore'), ['--no-owner', '-d', databaseUrl('restored'), dump]);
    expect(await leadAddresses(databaseUrl('restored'))).toEqual(['ann@example.org', 'erase.me@example.org']);

    const marks = await readLedgers([ledger]);
    expect(await reapplyOnPostgres({ kind: 'postgres', url: databaseUrl('restored'), schema: SCHEMA }, marks)).toBe(1);
    expect(await leadAddresses(databaseUrl('restored'))).toEqual(['ann@example.org']);
    // Run again, it finds nothing left to erase.
    expect(await reapplyOnPostgres({ kind: 'postgres', url: databaseUrl('restored'), schema: SCHEMA }, marks)).toBe(0);
  });
});
