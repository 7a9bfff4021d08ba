import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { BackupRefused } from './backup-manifest';
import { backupParts } from './backup-parts';
import { createBackup } from './create-backup';
import { LEDGER_NAME, ledgerPath, readLedgers } from './erasure-ledger';
import { reapplyOnPostgres, reapplyOnSqlite } from './reapply-erasures';
import { unpackBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { runningServers } from './server-presence';

/** Said instead of a backup when the stores are in PostgreSQL. */
export const POSTGRES_NOTE =
  'The stores are in PostgreSQL (DATABASE_URL): site-backup does not back it up. Use pg_dump -Fc and pg_restore into an empty database (apps/site/README.md, "Backups"), then run site-backup reapply-erasures.';

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1_048_576).toFixed(1)} MiB`;

/** The commands of `site-backup`, each resolving to what it prints. */
export function backupCommands(config: ServerConfig, { ledgers: extra }: { ledgers: readonly string[] }) {
  const { database } = config;
  const sqlite = () => {
    if (database.kind === 'postgres') throw new BackupRefused(POSTGRES_NOTE);
    return database;
  };
  // The ledger in BACKUP_DIR, the one beside the file being restored (a folder copied back from
  // elsewhere), and any the operator names.
  const ledgersFor = (file?: string) => [
    ...new Set([ledgerPath(config.backup.dir), ...(file ? [join(dirname(resolve(file)), LEDGER_NAME)] : []), ...extra]),
  ];

  return {
    async create(to?: string): Promise<string> {
      return createBackup(sqlite(), resolve(to ?? config.backup.dir));
    },
    async verify(file: string): Promise<string> {
      const into = await mkdtemp(join(tmpdir(), 'site-backup-verify-'));
      try {
        const manifest = await unpackBackup(resolve(file), into, backupParts(sqlite()));
        const parts = manifest.parts
          .map((part) => `  ${part.file}: ${size(part.bytes)}, schema ${part.schemaVersion}`)
          .join('\n');
        return `${file} is a sound backup taken at ${manifest.createdAt}:\n${parts}`;
      } finally {
        await rm(into, { recursive: true, force: true });
      }
    },
    async restore(file: string): Promise<string> {
      const outcome = await restoreBackup(resolve(file), sqlite(), ledgersFor(file));
      return [
        `Restored the backup taken at ${outcome.manifest.createdAt} into ${outcome.folder}.`,
        `Re-applied ${outcome.reapplied} erasure(s) done after it.`,
        outcome.previous
          ? `The data folder as it was is kept at ${outcome.previous}; remove it once the site works.`
          : '',
      ]
        .filter(Boolean)
        .join('\n');
    },
    async reapply(): Promise<string> {
      const marks = await readLedgers(ledgersFor());
      if (database.kind === 'postgres')
        return `Re-applied ${await reapplyOnPostgres(database, marks)} erasure(s) (${marks.length} in the ledgers).`;
      const running = runningServers(dirname(database.sitePath));
      if (running.length > 0)
        throw new BackupRefused(
          `The site server is running (process ${running.join(', ')}): stop it, then run reapply-erasures.`,
        );
      return `Re-applied ${await reapplyOnSqlite(database, marks)} erasure(s) (${marks.length} in the ledgers).`;
    },
  };
}
