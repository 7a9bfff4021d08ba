import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BackupRefused, MANIFEST_NAME, type BackupManifest } from './backup-manifest';
import { backupParts, databaseIn, type SqliteDatabase } from './backup-parts';
import { readLedgers } from './erasure-ledger';
import { proofsIn } from './find-erased';
import { reapplyOnSqlite } from './reapply-erasures';
import { unpackBackup } from './read-backup';
import { runningServers } from './server-presence';

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** The data folder the backup now fills. */
  folder: string;
  /** Where the data folder as it was went (kept until the operator removes it); undefined when there was none. */
  previous: string | undefined;
  /** Addresses erased after the backup was taken that it held again, and were erased again. */
  reapplied: number;
}

/** The files of a store in the data folder: the database and its journals. */
const STORE_FILE = /^(leads|notifications|mail|telemetry|site)\.db(-wal|-shm|-journal)?$/;

/**
 * Puts a backup in place of the data folder, with no server running. The backup is unpacked and
 * checked in a new folder beside the data folder, every erasure known to the ledgers (and to the
 * data folder's own proofs, when it survived) is applied again there, and only then the folders
 * are swapped by two renames: at no moment is the data folder a mix of old and restored files,
 * and a refused backup leaves it untouched. The old folder is kept beside it, renamed; what else
 * lived in it (the backups, the signing secret) moves into the new one.
 */
export async function restoreBackup(
  file: string,
  database: SqliteDatabase,
  ledgers: readonly string[],
  now = new Date(),
): Promise<RestoreOutcome> {
  const folder = dirname(database.sitePath);
  const expected = databaseIn(folder);
  if (
    expected.leadsPath !== database.leadsPath ||
    expected.telemetryPath !== database.telemetryPath ||
    expected.sitePath !== database.sitePath
  ) {
    throw new BackupRefused(
      'A restore replaces one data folder: LEADS_DB, TELEMETRY_DB and SITE_DB must be leads.db, telemetry.db and site.db in the same folder.',
    );
  }
  const running = runningServers(folder);
  if (running.length > 0) {
    throw new BackupRefused(
      `The site server is running (process ${running.join(', ')}) on ${folder}: stop it, then restore. (A file server-<pid>.pid there names it.)`,
    );
  }
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const staging = join(dirname(folder), `.${basename(folder)}-restoring-${stamp}`);
  await mkdir(staging, { recursive: true });
  let reapplied: number;
  let manifest: BackupManifest;
  try {
    manifest = await unpackBackup(file, staging, backupParts(databaseIn(staging)));
    await rm(join(staging, MANIFEST_NAME));
    // Proofs newer than the backup: the ledgers (copied off the machine with the backups) and the
    // data folder being replaced, when it is still there. Older ones match nothing in the backup.
    const marks = [...(await readLedgers(ledgers)), ...proofsIn(database.sitePath)];
    reapplied = await reapplyOnSqlite(databaseIn(staging), marks);
  } catch (error) {
    await rm(staging, { recursive: true, force: true, maxRetries: 5 });
    throw error;
  }
  const previous = existsSync(folder) ? `${folder}.before-restore-${stamp}` : undefined;
  if (previous) await rename(folder, previous);
  await rename(staging, folder);
  if (previous) {
    for (const name of await readdir(previous)) {
      if (!STORE_FILE.test(name) && !/^server-\d+\.pid$/.test(name))
        await rename(join(previous, name), join(folder, name));
    }
  }
  return { manifest, folder, previous, reapplied };
}
