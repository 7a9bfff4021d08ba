import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { writeBackup } from './backup-file';
import { backupParts, type SqliteDatabase } from './backup-parts';

/** Another process is writing a backup into the same folder. */
export class BackupBusy extends Error {
  override name = 'BackupBusy';
}

/**
 * One backup of every store into `folder`, while the server keeps running. A lock in the folder
 * lets one process write at a time (several server processes on one machine, or the command and
 * the server's schedule): the second is told so rather than doubling the disk's work. The lock is
 * a folder whose time the holder refreshes, so a process killed mid-backup leaves no lock behind
 * for more than a minute.
 */
export async function createBackup(
  database: SqliteDatabase,
  folder: string,
  now: () => Date = () => new Date(),
): Promise<string> {
  await mkdir(folder, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, {
      lockfilePath: join(folder, 'backup.lock'),
      stale: 60_000,
      update: 10_000,
      retries: 0,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new BackupBusy(`Another backup is being written into ${folder}; try again when it is done.`);
    throw error;
  }
  try {
    return await writeBackup(backupParts(database), folder, now);
  } finally {
    await release();
  }
}
