import { createSqliteTelemetryStore } from '@rooted/telemetry/node';
import { openSqliteMailOutbox, openSqliteNotificationOutbox, openSqliteOwnerStores } from '@rooted/admin/server';
import type { DatabaseConfig } from '../config/server-config';
import { withErasureLedger } from '../backup/erasure-ledger';
import type { SiteStores } from './site-stores';

/** Options of {@link openSiteStores}. */
export interface OpenSiteStoresOptions {
  /**
   * The erasure ledger (in BACKUP_DIR) every erasure's proof is also written to, so a restore from
   * an older backup erases again what was erased since. Unset: proofs go only to the store (tests,
   * and the restore's own re-application, which must not write them twice).
   */
  erasureLedger?: string;
}

/**
 * Opens every store the server uses, choosing once between PostgreSQL (`DATABASE_URL`: every
 * feature's tables migrated together under one lock, on one pool) and the SQLite files. The
 * PostgreSQL client is loaded only on that path, so a server on SQLite never loads it.
 */
export async function openSiteStores(
  database: DatabaseConfig,
  options: OpenSiteStoresOptions = {},
): Promise<SiteStores> {
  const ledger = options.erasureLedger;
  if (database.kind === 'postgres') {
    const { openSharedDatabase } = await import('./shared-database');
    const shared = await openSharedDatabase(database);
    return {
      leads: { stores: shared.stores },
      telemetry: shared.telemetry,
      owners: ledger ? { ...shared.owners, privacy: withErasureLedger(shared.owners.privacy, ledger) } : shared.owners,
      notifications: shared.notifications,
      notificationsPersonalData: shared.notificationsPersonalData,
      mail: shared.mail,
      mailPersonalData: shared.mailPersonalData,
      outage: shared.outage,
      close: () => {},
    };
  }
  const owners = openSqliteOwnerStores(database.sitePath);
  const { outbox: notifications, personalData: notificationsPersonalData } = await openSqliteNotificationOutbox(
    database.leadsPath,
  );
  const { outbox: mail, personalData: mailPersonalData } = await openSqliteMailOutbox(database.leadsPath);
  return {
    leads: { dbPath: database.leadsPath },
    telemetry: createSqliteTelemetryStore({ path: database.telemetryPath }),
    owners: {
      ...owners.stores,
      ...(ledger ? { privacy: withErasureLedger(owners.stores.privacy, ledger) } : {}),
      shared: false,
    },
    notifications,
    notificationsPersonalData,
    mail,
    mailPersonalData,
    close: () => {
      // Closing twice is harmless: the server closes the notifications' and the mail's outboxes with their workers first.
      void notifications.close();
      void notificationsPersonalData?.close();
      void mail.close();
      void mailPersonalData?.close();
      owners.close();
    },
  };
}
