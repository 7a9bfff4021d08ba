import type { Outbox, PersonalDataStore } from '@rooted/lead-capture';
import { dirname, join } from 'node:path';

/**
 * The notifications' outbox on SQLite: the lead API's outbox code in a file of its own beside the
 * leads' (`notifications.db`), so it has the same durability (WAL, full sync, a writer thread) and
 * its own queue. Loaded on demand, like the leads' outbox, so a server on PostgreSQL never opens a
 * SQLite file.
 */
export async function openSqliteNotificationOutbox(
  leadsPath: string,
): Promise<{ outbox: Outbox; personalData: PersonalDataStore | null }> {
  const { createSqliteOutbox, createSqlitePersonalData } = await import('@rooted/lead-capture/sqlite');
  if (leadsPath === ':memory:') return { outbox: createSqliteOutbox({ path: ':memory:' }), personalData: null };
  const path = join(dirname(leadsPath), 'notifications.db');
  // A notification is a copy of a lead (its text holds the address): an erasure reaches it through
  // the same personal-data code as the leads' file, with its secure delete and checkpoint.
  return { outbox: createSqliteOutbox({ path }), personalData: createSqlitePersonalData({ path }) };
}

/** The schema of the notifications' outbox on PostgreSQL: the site's schema with a suffix. */
export const notificationSchema = (schema: string) => `${schema}_notify`;
