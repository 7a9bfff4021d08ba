import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLeads, eraseAddress, leadAddresses, seedDataFolder } from '../test-support/backup-data';
import { databaseIn } from './backup-parts';
import { createBackup } from './create-backup';
import { ledgerPath } from './erasure-ledger';
import { restoreBackup } from './restore-backup';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A machine: its data folder, and a backup folder kept elsewhere (as the README asks). */
function machine() {
  const root = mkdtempSync(join(tmpdir(), 'restore-'));
  dirs.push(root);
  return { data: join(root, 'data'), backups: join(root, 'offsite') };
}
/** Every file of a folder with its bytes, to show a refused restore changed nothing. */
const contents = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .sort()
      .map((name) => [name, existsSync(join(folder, name)) ? readFileSync(join(folder, name)).toString('base64') : '']),
  );

describe('site-backup restore', () => {
  it('brings back every store after the data folder is deleted', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org', 'bob@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    rmSync(data, { recursive: true });
    const outcome = await restoreBackup(file, databaseIn(data), [ledgerPath(backups)]);
    expect(outcome).toMatchObject({ folder: data, previous: undefined, reapplied: 0 });
    expect(leadAddresses(data)).toEqual(['ann@example.org', 'bob@example.org']);
    expect(readdirSync(data).sort()).toEqual(['leads.db', 'mail.db', 'notifications.db', 'site.db', 'telemetry.db']);
  });

  it('erases again an address erased after the backup, from the ledger, when the data folder is lost', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org', 'erase.me@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    await eraseAddress(data, 'Erase.Me@example.org', ledgerPath(backups));
    expect(readFileSync(ledgerPath(backups), 'utf8')).not.toContain('erase.me');
    rmSync(data, { recursive: true });
    const outcome = await restoreBackup(file, databaseIn(data), [ledgerPath(backups)]);
    expect(outcome.reapplied).toBe(1);
    expect(leadAddresses(data)).toEqual(['ann@example.org']);
  });

  it('erases again from the proofs of the data folder it replaces, when that survived without a ledger', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org', 'erase.me@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    await eraseAddress(data, 'erase.me@example.org');
    const outcome = await restoreBackup(file, databaseIn(data), []);
    expect(outcome.reapplied).toBe(1);
    expect(leadAddresses(data)).toEqual(['ann@example.org']);
    // The folder as it was is kept beside, renamed; what else lived in it moves into the new one.
    expect(leadAddresses(outcome.previous!)).toEqual(['ann@example.org']);
  });

  it('keeps the other contents of the data folder (the backups under it) in the restored folder', async () => {
    const { data } = machine();
    await seedDataFolder(data, ['ann@example.org']);
    const file = await createBackup(databaseIn(data), join(data, 'backups'));
    await addLeads(data, ['later@example.org']);
    const outcome = await restoreBackup(file, databaseIn(data), [ledgerPath(join(data, 'backups'))]);
    expect(readdirSync(join(data, 'backups'))).toContain(file.split('/').pop());
    expect(leadAddresses(data)).toEqual(['ann@example.org']);
    expect(leadAddresses(outcome.previous!)).toEqual(['ann@example.org', 'later@example.org']);
  });

  it('refuses while a server process uses the data folder, and changes nothing', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(data, `server-${server.pid}.pid`), `${server.pid}\n`);
      const before = contents(data);
      await expect(restoreBackup(file, databaseIn(data), [])).rejects.toThrow(
        `The site server is running (process ${server.pid})`,
      );
      expect(contents(data)).toEqual(before);
    } finally {
      server.kill();
    }
  });

  it('ignores the mark of a server that is no longer running', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(data, `server-${gone.pid}.pid`), `${gone.pid}\n`);
    await expect(restoreBackup(file, databaseIn(data), [])).resolves.toMatchObject({ reapplied: 0 });
  });

  it('refuses a damaged file and leaves the data folder exactly as it was, with nothing beside it', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    await addLeads(data, ['later@example.org']);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    const before = contents(data);
    const siblings = readdirSync(join(data, '..')).sort();
    await expect(restoreBackup(file, databaseIn(data), [])).rejects.toThrow(
      /damaged or incomplete.*nothing was restored/,
    );
    expect(contents(data)).toEqual(before);
    expect(readdirSync(join(data, '..')).sort()).toEqual(siblings);
  });

  it('refuses stores spread over several folders, which one swap cannot replace', async () => {
    const { data, backups } = machine();
    await seedDataFolder(data, ['ann@example.org']);
    const file = await createBackup(databaseIn(data), backups);
    mkdirSync(join(data, 'elsewhere'));
    await expect(
      restoreBackup(file, { ...databaseIn(data), telemetryPath: join(data, 'elsewhere', 'telemetry.db') }, []),
    ).rejects.toThrow(/must be leads\.db, telemetry\.db and site\.db in the same folder/);
  });
});
