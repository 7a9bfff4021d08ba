import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as tar from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  MANIFEST_NAME,
  type BackupManifest,
} from './backup-manifest';
import type { BackupPart } from './backup-parts';
import { fingerprint, snapshotStore } from './snapshot-store';

/** A backup's file name: its time in it, so names sort by age and retention can read it. */
export const BACKUP_NAME = /^site-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

export function backupName(at: Date): string {
  return `site-backup-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;
}

/** The time in a backup's name, or undefined for a file that is not one. */
export function backupTime(name: string): number | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!);
}

/**
 * Writes one backup of `parts` into `folder`: each store snapshotted, a manifest with each part's
 * schema version, size and SHA-256, then one gzipped tar. It is written under a temporary name
 * and renamed once complete and on disk, so a file with a backup's name is always whole (a copy
 * job or the retention never meets half a file). Resolves to the file's path.
 */
export async function writeBackup(
  parts: readonly BackupPart[],
  folder: string,
  now: () => Date = () => new Date(),
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const work = await mkdtemp(join(folder, '.creating-'));
  try {
    const createdAt = now();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      parts: [],
    };
    for (const part of parts) {
      // A store the server never opened (notifications.db of an old install) has nothing to keep.
      if (!existsSync(part.path)) continue;
      const { schemaVersion } = await snapshotStore(part.path, join(work, part.file));
      manifest.parts.push({ file: part.file, schemaVersion, ...(await fingerprint(join(work, part.file))) });
    }
    if (manifest.parts.length === 0)
      throw new BackupRefused(
        `No store to back up: none of ${parts.map((part) => part.path).join(', ')} exists. Check LEADS_DB, TELEMETRY_DB and SITE_DB.`,
      );
    await writeFile(join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const temporary = join(folder, `.${randomUUID()}.partial`);
    await tar.create({ file: temporary, gzip: true, cwd: work, portable: true }, [
      MANIFEST_NAME,
      ...manifest.parts.map((part) => part.file),
    ]);
    await syncFile(temporary);
    const target = join(folder, backupName(createdAt));
    await rename(temporary, target);
    await syncFile(dirname(target));
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Flushes a file (or a folder's entries) to the disk, so a power cut after the rename keeps it. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** True for a name a backup in progress has (left behind if its process died: retention removes them). */
export const isUnfinished = (name: string) => name.endsWith('.partial') || name.startsWith('.creating-');
