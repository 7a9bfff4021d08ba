import type { Outbox } from '@rooted/lead-capture';
import { dirname, join } from 'node:path';

/**
 * The notifications' outbox on SQLite: the lead API's outbox code in a file of its own beside the
 * leads' (`notifications.db`), so it has the same durability (WAL, full sync, a writer thread) and
 * its own queue. Loaded on demand, like the leads' outbox, so a server on PostgreSQL never opens a
 * SQLite file.
 */
export async function openSqliteNotificationOutbox(leadsPath: string): Promise<Outbox> {
  const { createSqliteOutbox } = await import('@rooted/lead-capture/sqlite');
  return createSqliteOutbox({ path: leadsPath === ':memory:' ? ':memory:' : join(dirname(leadsPath), 'notifications.db') });
}

/** The schema of the notifications' outbox on PostgreSQL: the site's schema with a suffix. */
export const notificationSchema = (schema: string) => `${schema}_notify`;
