import { SQLITE_OUTBOX_SCHEMA_VERSION } from '@rooted/lead-capture/sqlite';
import { TELEMETRY_SQLITE_SCHEMA_VERSION } from '@rooted/telemetry/node';
import { dirname, join } from 'node:path';
import type { DatabaseConfig } from '../config/server-config';

/** The SQLite files of one server: the paths the server itself opens (`openSiteStores`). */
export type SqliteDatabase = Extract<DatabaseConfig, { kind: 'sqlite' }>;

/** One SQLite file a backup holds. */
export interface BackupPart {
  /** Its name inside the backup, and in the data folder a restore writes. */
  file: 'leads.db' | 'notifications.db' | 'mail.db' | 'telemetry.db' | 'site.db';
  /** Where the server keeps it. */
  path: string;
  /**
   * The newest schema (`PRAGMA user_version`) this code reads. A file from a newer one is refused:
   * the older code would open it and write into tables it does not know.
   */
  newestSchema: number;
}

/**
 * Every store the server keeps on SQLite: the leads' outbox (leads, signups, idempotency keys,
 * rate limits), the notifications' and the site's mail outboxes beside it (queued mail: a privacy request's
 * confirmation link, notices to the owners), telemetry, and the site file (owners,
 * passkeys, sessions, content versions, stories, pictures, settings, privacy requests and erasure
 * proofs, the activity trail). The site file numbers no schema yet: 0 is the only one known, so a
 * later release that starts numbering it is refused by this one.
 */
export function backupParts(database: SqliteDatabase): BackupPart[] {
  return [
    { file: 'leads.db', path: database.leadsPath, newestSchema: SQLITE_OUTBOX_SCHEMA_VERSION },
    {
      file: 'notifications.db',
      path: join(dirname(database.leadsPath), 'notifications.db'),
      newestSchema: SQLITE_OUTBOX_SCHEMA_VERSION,
    },
    { file: 'mail.db', path: join(dirname(database.leadsPath), 'mail.db'), newestSchema: SQLITE_OUTBOX_SCHEMA_VERSION },
    { file: 'telemetry.db', path: database.telemetryPath, newestSchema: TELEMETRY_SQLITE_SCHEMA_VERSION },
    { file: 'site.db', path: database.sitePath, newestSchema: 0 },
  ];
}

/** The stores' paths when they all live in `folder`, under the names a backup gives them. */
export function databaseIn(folder: string): SqliteDatabase {
  return {
    kind: 'sqlite',
    leadsPath: join(folder, 'leads.db'),
    telemetryPath: join(folder, 'telemetry.db'),
    sitePath: join(folder, 'site.db'),
  };
}
