import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as tar from 'tar';
import {
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  MANIFEST_NAME,
  manifestSchema,
  type BackupManifest,
} from './backup-manifest';
import type { BackupPart } from './backup-parts';
import { fingerprint, inspectStore } from './snapshot-store';

const ALLOWED = new Set([MANIFEST_NAME, 'leads.db', 'notifications.db', 'mail.db', 'telemetry.db', 'site.db']);

/**
 * Unpacks a backup into the empty folder `into` and checks every part before anyone uses it: the
 * gzip stream whole (a truncated or altered file fails its checksum), the manifest ours and not
 * from a newer format, each part present with the size and SHA-256 the manifest gives, each a sound
 * SQLite file of the schema version the manifest says, and none newer than this code reads.
 * Anything else throws {@link BackupRefused}; `into` is then the caller's to remove.
 */
export async function unpackBackup(file: string, into: string, parts: readonly BackupPart[]): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist; nothing was restored.`);
  try {
    // Read to the end first, writing nothing: gzip's checksum and length at the end of the stream
    // catch a truncated or altered file before a single part is unpacked.
    await tar.list({ file, strict: true });
    await tar.extract({ file, cwd: into, strict: true, filter: (path) => ALLOWED.has(path) });
  } catch (error) {
    throw new BackupRefused(`${file} is damaged or incomplete (${describe(error)}); nothing was restored.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(into, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new BackupRefused(
      `${file} is not a site backup (its manifest is missing or unreadable); nothing was restored.`,
    );
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} was written by a newer version of the site (backup format ${manifest.formatVersion}): nothing was restored; upgrade the site, then restore it.`,
    );
  }
  const present = new Set(await readdir(into));
  for (const part of manifest.parts) {
    if (!present.has(part.file))
      throw new BackupRefused(`${file} is incomplete: ${part.file} is missing; nothing was restored.`);
    const actual = await fingerprint(join(into, part.file));
    if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256) {
      throw new BackupRefused(`${file} is damaged: ${part.file} does not match its checksum; nothing was restored.`);
    }
    const newest = parts.find((known) => known.file === part.file)?.newestSchema ?? 0;
    if (part.schemaVersion > newest) {
      throw new BackupRefused(
        `${file} holds ${part.file} at schema version ${part.schemaVersion}, newer than this version of the site reads (${newest}): nothing was restored; upgrade the site, then restore it.`,
      );
    }
    const inspected = inspectStore(join(into, part.file));
    if (!inspected.sound || inspected.schemaVersion !== part.schemaVersion) {
      throw new BackupRefused(`${file} is damaged: ${part.file} is not a sound database; nothing was restored.`);
    }
  }
  return manifest;
}

// tar and zlib describe the fault (e.g. "unexpected end of file"); none of them quotes data.
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
