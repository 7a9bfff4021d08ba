import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { backupTime, isUnfinished } from './backup-file';

export const DAY_MS = 86_400_000;

/**
 * Deletes the backups in `folder` older than `keepDays` days, never the newest (an old backup is
 * better than none when the schedule has been failing), and what a backup killed half-way left
 * behind more than a day ago. Other files (the erasure ledger, an operator's own) are left alone.
 * Resolves to the names removed.
 */
export async function pruneBackups(folder: string, keepDays: number, now: number): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const backups = names.flatMap((name) => {
    const at = backupTime(name);
    return at === undefined ? [] : [{ name, at }];
  });
  const newest = Math.max(...backups.map((backup) => backup.at));
  const removed = backups
    .filter((backup) => backup.at < now - keepDays * DAY_MS && backup.at !== newest)
    .map((backup) => backup.name);
  for (const name of names.filter(isUnfinished)) {
    const { mtimeMs } = await stat(join(folder, name));
    if (mtimeMs < now - DAY_MS) removed.push(name);
  }
  for (const name of removed) await rm(join(folder, name), { recursive: true, force: true });
  return removed;
}

/** The newest backup in `folder`, or undefined when there is none. */
export async function newestBackup(folder: string): Promise<{ name: string; at: number; bytes: number } | undefined> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let newest: { name: string; at: number } | undefined;
  for (const name of names) {
    const at = backupTime(name);
    if (at !== undefined && (!newest || at > newest.at)) newest = { name, at };
  }
  if (!newest) return undefined;
  return { ...newest, bytes: (await stat(join(folder, newest.name))).size };
}
