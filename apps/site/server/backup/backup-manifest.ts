import { z } from 'zod';

/** Names the file as ours, whatever its extension became on the way. */
export const BACKUP_FORMAT = 'rooted-site-backup';
/** The layout of the file itself (a manifest first, then one SQLite file per store). */
export const BACKUP_FORMAT_VERSION = 1;

const part = z.object({
  file: z.enum(['leads.db', 'notifications.db', 'mail.db', 'telemetry.db', 'site.db']),
  schemaVersion: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** What a backup says about itself: read first, and checked against every part before anything is restored. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  /** ISO time the snapshot was taken: erasures after it are the ones a restore must re-apply. */
  createdAt: z.string().datetime(),
  parts: z.array(part).min(1),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestPart = z.infer<typeof part>;

/** The manifest's name inside the file; it is always the first entry. */
export const MANIFEST_NAME = 'manifest.json';

/** A backup that must not be restored, with a message an operator can act on (no personal data in it). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
