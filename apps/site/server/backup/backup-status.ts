import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupStatus } from '@rooted/admin/server';
import { DAY_MS, newestBackup } from './backup-retention';

// The shape is the owner's side's (its Health section and front page read it): written once there.
export type { BackupStatus };

const FAILURE_NAME = 'last-backup-failed.json';
/** A daily backup is late once the last is this old. */
export const LATE_AFTER_MS = DAY_MS * 1.5;

/** Notes a failed run in the folder, so every process (and the Health section) sees it. */
export async function recordFailure(folder: string, at: number, reason: string): Promise<void> {
  await writeFile(join(folder, FAILURE_NAME), JSON.stringify({ at, reason })).catch(() => {});
}

/** A run succeeded: the failure before it no longer needs the owner. */
export async function clearFailure(folder: string): Promise<void> {
  await rm(join(folder, FAILURE_NAME), { force: true });
}

/**
 * The backups' state, read from the folder itself so it is the same whichever process asks. On
 * PostgreSQL the server writes no backups (the database is the operator's to dump), so there is
 * nothing to be late.
 */
export async function backupStatus(
  options: { kind: 'postgres' } | { kind: 'files'; folder: string },
  now: number = Date.now(),
): Promise<BackupStatus> {
  if (options.kind === 'postgres') return { kind: 'postgres' };
  const last = await newestBackup(options.folder);
  const failed = await readFile(join(options.folder, FAILURE_NAME), 'utf8')
    .then((text) => JSON.parse(text) as { at: number; reason: string })
    .catch(() => undefined);
  return {
    kind: 'files',
    last: last && { at: last.at, bytes: last.bytes },
    failed: failed && (!last || failed.at > last.at) ? failed : undefined,
    late: last !== undefined && now - last.at > LATE_AFTER_MS,
  };
}
