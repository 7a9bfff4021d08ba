/**
 * `pnpm --filter @rooted/site site-backup <command>`: the operator's backups of the SQLite stores.
 *   create [--to DIR]     one file with every store, taken while the server runs (default BACKUP_DIR)
 *   verify FILE           checks a file without restoring it
 *   restore FILE          with the server stopped: replaces the data folder and erases again what
 *                         was erased after the backup was taken
 *   reapply-erasures      the same erasures on the stores as they are (after a PostgreSQL restore)
 * `--ledger FILE` (repeatable) adds an erasure ledger to the one in BACKUP_DIR, e.g. another
 * instance's. The configuration is the server's (LEADS_DB, SITE_DB, BACKUP_DIR, DATABASE_URL…).
 */
import { fileURLToPath } from 'node:url';
import { loadServerConfig, ServerConfigError } from '../config';
import { BackupRefused } from './backup-manifest';
import { BackupBusy } from './create-backup';
import { backupCommands, POSTGRES_NOTE } from './backup-commands';

const config = (() => {
  try {
    return loadServerConfig(process.env, {
      dataDir: fileURLToPath(new URL('../../data', import.meta.url)),
      cwd: process.cwd(),
    });
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
})();

const USAGE =
  'Usage: site-backup create [--to DIR] | verify FILE | restore FILE [--ledger FILE]… | reapply-erasures [--ledger FILE]…';

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => rest.flatMap((value, index) => (rest[index - 1] === name ? [value] : []));
const args = rest.filter((value, index) => !value.startsWith('--') && !rest[index - 1]?.startsWith('--'));
const commands = backupCommands(config, { ledgers: option('--ledger') });

try {
  if (command === 'create' && args.length === 0) console.log(await commands.create(option('--to')[0]));
  else if (command === 'verify' && args.length === 1) console.log(await commands.verify(args[0]!));
  else if (command === 'restore' && args.length === 1) console.log(await commands.restore(args[0]!));
  else if (command === 'reapply-erasures' && args.length === 0) console.log(await commands.reapply());
  else {
    console.error(`${USAGE}\n${config.database.kind === 'postgres' ? POSTGRES_NOTE : ''}`.trim());
    process.exitCode = 2;
  }
} catch (error) {
  // Messages name files and what is wrong, never data; a connection error may hold the URL's password, so only its message.
  console.error(
    error instanceof BackupRefused || error instanceof BackupBusy
      ? error.message
      : `site-backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
