import { createSqliteOutbox, createSqlitePersonalData } from '@rooted/lead-capture/sqlite';
import type { Sql } from 'postgres';
import type { DatabaseConfig } from '../config/server-config';
import { openSiteStores } from '../database/open-site-stores';
import { createPrivacyService, mailSchema, notificationSchema } from '@rooted/admin/server';
import { backupParts, type SqliteDatabase } from './backup-parts';
import type { ErasureMark } from './erasure-ledger';
import { candidatesIn, erasedAmong, sqliteCandidates } from './find-erased';

/** Who the activity trail says erased an address again: the restore, not an owner. */
export const REAPPLIED_BY = 'site-backup (re-applied after a restore)';

/**
 * Erases again, in the SQLite files of `database` (a restored folder, before the server opens
 * it), every address an erasure in `marks` was about. The same erasure as the owner's (leads,
 * signups, keys, notifications, error reports, requests, an unsubscribe queued for Omnisend and a
 * new proof), run with no server, so nothing erased is ever served or delivered again.
 * Resolves to how many addresses it erased again.
 */
/**
 * The requester was told when the erasure was first done; carrying it out again after a restore
 * sends no mail.
 */
const TELL_NO_ONE = { queue: async () => {} };

export async function reapplyOnSqlite(database: SqliteDatabase, marks: readonly ErasureMark[]): Promise<number> {
  const addresses = erasedAmong(sqliteCandidates(backupParts(database).map((part) => part.path)), marks);
  if (addresses.length === 0) return 0;
  const stores = await openSiteStores(database);
  // No writer thread and no delivery worker: only the erasure writes, then everything closes.
  const outbox = createSqliteOutbox({ path: database.leadsPath, writerThread: false });
  const personalData = createSqlitePersonalData({ path: database.leadsPath });
  try {
    const service = createPrivacyService({
      personalData,
      copies: [stores.notificationsPersonalData, stores.mailPersonalData].filter((copy) => copy !== null),
      outbox,
      telemetry: stores.telemetry,
      store: stores.owners.privacy,
      desk: stores.owners.desk,
      mail: TELL_NO_ONE,
    });
    for (const address of addresses) await service.erase(address, REAPPLIED_BY);
  } finally {
    await outbox.close();
    await personalData.close();
    await stores.notifications.close();
    await stores.telemetry.close();
    stores.close();
  }
  return addresses.length;
}

/** The same on the PostgreSQL database after an operator restored it (`pg_restore`). */
export async function reapplyOnPostgres(
  database: Extract<DatabaseConfig, { kind: 'postgres' }>,
  marks: readonly ErasureMark[],
): Promise<number> {
  const stores = await openSiteStores(database);
  if (!('stores' in stores.leads)) throw new Error('expected the PostgreSQL stores');
  const shared = stores.leads.stores;
  try {
    const addresses = erasedAmong(
      await postgresCandidates(shared.sql, [
        database.schema,
        notificationSchema(database.schema),
        mailSchema(database.schema),
      ]),
      marks,
    );
    const service = createPrivacyService({
      personalData: shared.personalData,
      copies: [stores.notificationsPersonalData, stores.mailPersonalData].filter((copy) => copy !== null),
      outbox: shared.outbox,
      telemetry: stores.telemetry,
      store: stores.owners.privacy,
      desk: stores.owners.desk,
      mail: TELL_NO_ONE,
    });
    for (const address of addresses) await service.erase(address, REAPPLIED_BY);
    return addresses.length;
  } finally {
    await shared.close();
  }
}

/** Every candidate address in the text columns of the site's schemas. */
async function postgresCandidates(sql: Sql, schemas: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string }[]>`
    SELECT table_schema, table_name, column_name FROM information_schema.columns
    WHERE table_schema IN ${sql(schemas as string[])} AND data_type IN ('text', 'character varying', 'json', 'jsonb')`;
  for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
    // As on SQLite: the rows that carry out a privacy request are no one's data.
    const jobFilter =
      table === 'leads' &&
      columns.some((other) => other.table_schema === schema && other.table_name === table && other.column_name === 'id')
        ? ` AND NOT (id LIKE 'privacy-%' AND id NOT LIKE 'privacy-update-%')`
        : '';
    const rows = await sql.unsafe<{ value: string }[]>(
      `SELECT "${column}"::text AS value FROM "${schema}"."${table}" WHERE "${column}"::text LIKE '%@%'${jobFilter}`,
    );
    for (const row of rows) candidatesIn(row.value, found);
  }
  return found;
}
