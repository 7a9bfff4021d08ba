import { dirname } from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { startBackupSchedule } from './backup-schedule';
import { backupStatus, type BackupStatus } from './backup-status';
import { createBackup } from './create-backup';
import { markServerRunning } from './server-presence';

/**
 * The server's part in backups. On SQLite: marks the data folder as in use (a restore refuses
 * while it is) and, unless `BACKUP_SCHEDULE` is off, backs the files up on the schedule. On PostgreSQL: nothing. The database is
 * shared by instances on other machines, a file copy of it from one of them is not how it is
 * kept safe (pg_dump, or the host's point-in-time recovery, is), and the server holds no files.
 * Returns the function that stops both.
 */
export function startServerBackups(
  config: ServerConfig,
  {
    log = (message: string) => console.error(message),
    onFailure,
  }: { log?: (message: string) => void; onFailure?: (reason: string) => void } = {},
): () => void {
  const { database } = config;
  if (database.kind === 'postgres' || database.sitePath === ':memory:') return () => {};
  const unmark = markServerRunning(dirname(database.sitePath));
  if (!config.backup.schedule) return unmark;
  const stop = startBackupSchedule({
    folder: config.backup.dir,
    keepDays: config.backup.keepDays,
    run: () => createBackup(database, config.backup.dir),
    log,
    ...(onFailure ? { onFailure } : {}),
  });
  return () => {
    stop.stop();
    unmark();
  };
}

/**
 * The backups' state as the owner's side reads it (Health, the front page, the owners' email):
 * from the folder itself, so every process says the same. Never names the folder: the owner needs
 * to know whether she is safe, not where the files are.
 */
export function backupStatusOf(config: ServerConfig, now: () => number = Date.now): () => Promise<BackupStatus> {
  const source =
    config.database.kind === 'postgres'
      ? ({ kind: 'postgres' } as const)
      : ({ kind: 'files', folder: config.backup.dir } as const);
  return () => backupStatus(source, now());
}
