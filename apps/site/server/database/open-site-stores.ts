import { createSqliteTelemetryStore } from '@rooted/telemetry/node';
import { openSqliteMailOutbox, openSqliteNotificationOutbox, openSqliteOwnerStores } from '@rooted/admin/server';
import type { DatabaseConfig } from '../config/server-config';
import type { SiteStores } from './site-stores';

/**
 * Opens every store the server uses, choosing once between PostgreSQL (`DATABASE_URL`: every
 * feature's tables migrated together under one lock, on one pool) and the SQLite files. The
 * PostgreSQL client is loaded only on that path, so a server on SQLite never loads it.
 */
export async function openSiteStores(database: DatabaseConfig): Promise<SiteStores> {
  if (database.kind === 'postgres') {
    const { openSharedDatabase } = await import('./shared-database');
    const shared = await openSharedDatabase(database);
    return {
      leads: { stores: shared.stores },
      telemetry: shared.telemetry,
      owners: shared.owners,
      notifications: shared.notifications,
      notificationsPersonalData: shared.notificationsPersonalData,
      mail: shared.mail,
      mailPersonalData: shared.mailPersonalData,
      outage: shared.outage,
      close: () => {},
    };
  }
  const owners = openSqliteOwnerStores(database.sitePath);
  const { outbox: notifications, personalData: notificationsPersonalData } = await openSqliteNotificationOutbox(database.leadsPath);
  const { outbox: mail, personalData: mailPersonalData } = await openSqliteMailOutbox(database.leadsPath);
  return {
    leads: { dbPath: database.leadsPath },
    telemetry: createSqliteTelemetryStore({ path: database.telemetryPath }),
    owners: { ...owners.stores, shared: false },
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
