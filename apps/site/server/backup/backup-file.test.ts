import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLeads, leadAddresses, seedDataFolder } from '../test-support/backup-data';
import { BackupRefused } from './backup-manifest';
import { backupParts, databaseIn } from './backup-parts';
import { createBackup } from './create-backup';
import { unpackBackup } from './read-backup';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (name = 'backup-') => {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};
const addresses = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `reader${from + index}@example.org`);

/** Unpacks `file` into a fresh folder, as verify and restore do. */
const unpack = (file: string) => unpackBackup(file, tempDir('unpack-'), backupParts(databaseIn('/nowhere')));

describe('site-backup create', () => {
  it('holds every store, each with its schema version, size and checksum, in one file', async () => {
    const data = tempDir();
    await seedDataFolder(data, addresses(0, 3));
    const file = await createBackup(databaseIn(data), join(data, 'backups'));
    expect(file).toMatch(/site-backup-\d{8}T\d{9}Z\.tar\.gz$/);
    const into = tempDir('unpack-');
    const manifest = await unpackBackup(file, into, backupParts(databaseIn(data)));
    expect(manifest.parts.map((part) => part.file)).toEqual([
      'leads.db',
      'notifications.db',
      'mail.db',
      'telemetry.db',
      'site.db',
    ]);
    expect(manifest.parts.find((part) => part.file === 'leads.db')!.schemaVersion).toBeGreaterThan(0);
    expect(leadAddresses(into)).toEqual(addresses(0, 3));
    const site = new Database(join(into, 'site.db'), { readonly: true });
    expect(site.prepare('SELECT email FROM owners').all()).toEqual([{ email: 'owner@example.org' }]);
    site.close();
    // Only finished files carry a backup's name: nothing temporary is left beside it.
    expect(readdirSync(join(data, 'backups')).filter((name) => !name.startsWith('backup.lock'))).toEqual([
      file.split('/').pop(),
    ]);
  });

  it('is one snapshot while another connection keeps adding leads: every lead added before it began, and only whole leads', async () => {
    const data = tempDir();
    await seedDataFolder(data, addresses(0, 100));
    let arriving = true;
    const arrivals = (async () => {
      for (let next = 100; arriving; next += 1) await addLeads(data, addresses(next, 1));
    })();
    // Give the arrivals time to start, so the backup really meets writes.
    while (leadAddresses(data).length < 110) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = leadAddresses(data);
    const file = await createBackup(databaseIn(data), join(data, 'backups'));
    arriving = false;
    await arrivals;
    const into = tempDir('unpack-');
    await unpackBackup(file, into, backupParts(databaseIn(data)));
    const restored = leadAddresses(into);
    expect(restored.slice(0, before.length)).toEqual(before);
    // A consistent snapshot: the leads it holds are exactly the first ones added, none skipped.
    expect(restored).toEqual(leadAddresses(data).slice(0, restored.length));
  });

  it('refuses to write a backup of nothing when the stores are not where it looks', async () => {
    const data = tempDir();
    await expect(createBackup(databaseIn(join(data, 'wrong')), join(data, 'backups'))).rejects.toThrow(
      /No store to back up: none of .* exists/,
    );
    expect(readdirSync(join(data, 'backups')).filter((name) => name.startsWith('site-backup-'))).toEqual([]);
  });

  it('refuses a second backup into a folder while one is being written', async () => {
    const data = tempDir();
    await seedDataFolder(data, addresses(0, 1));
    const results = await Promise.allSettled([
      createBackup(databaseIn(data), join(data, 'b')),
      createBackup(databaseIn(data), join(data, 'b')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(String((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(
      /Another backup is being written/,
    );
  });
});

describe('site-backup verify', () => {
  async function aBackup() {
    const data = tempDir();
    await seedDataFolder(data, addresses(0, 20));
    return { data, file: await createBackup(databaseIn(data), join(data, 'backups')) };
  }

  it('refuses a truncated file', async () => {
    const { file } = await aBackup();
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(unpack(file)).rejects.toThrow(/is damaged or incomplete/);
  });

  it('refuses a file with one flipped byte', async () => {
    const { file } = await aBackup();
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(file, bytes);
    await expect(unpack(file)).rejects.toBeInstanceOf(BackupRefused);
  });

  it('refuses a file with a store from a newer schema, naming the store and both versions', async () => {
    const data = tempDir();
    await seedDataFolder(data, addresses(0, 2));
    const leads = new Database(databaseIn(data).leadsPath);
    const current = leads.pragma('user_version', { simple: true }) as number;
    leads.pragma(`user_version = ${current + 1}`);
    leads.close();
    const file = await createBackup(databaseIn(data), join(data, 'backups'));
    await expect(unpack(file)).rejects.toThrow(
      `holds leads.db at schema version ${current + 1}, newer than this version of the site reads (${current})`,
    );
  });

  it('says so when the file does not exist', async () => {
    await expect(unpack(join(tempDir(), 'missing.tar.gz'))).rejects.toThrow(
      /missing\.tar\.gz does not exist; nothing was restored/,
    );
  });

  it('refuses a file that is not a backup', async () => {
    const file = join(tempDir(), 'notes.tar.gz');
    writeFileSync(file, 'not a backup');
    await expect(unpack(file)).rejects.toBeInstanceOf(BackupRefused);
  });
});
