import type { BackupProblem } from '../../src/front-page/front-page-types';
import type { BackupStatus } from '../../src/health/health-types';

export type { BackupProblem, BackupStatus };

/**
 * Where the site's backups stand, read when asked (the site keeps them; the owner's side only
 * tells of them). Undefined: this server keeps no backups to tell of.
 */
export type BackupStatusSource = () => Promise<BackupStatus | undefined> | BackupStatus | undefined;

/** The problem in `status`, if any; a failure outweighs lateness (it says why). */
export function backupProblem(status: BackupStatus | undefined): BackupProblem | null {
  if (!status || status.kind !== 'files') return null;
  const lastAt = status.last?.at ?? null;
  if (status.failed) return { kind: 'failed', at: status.failed.at, reason: status.failed.reason, lastAt };
  if (status.late && lastAt !== null) return { kind: 'late', lastAt };
  return null;
}
