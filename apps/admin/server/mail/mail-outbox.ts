import type { Outbox, PersonalDataStore } from '@rooted/lead-capture';
import { dirname, join } from 'node:path';

/**
 * The mail's outbox on SQLite: the lead API's outbox code in a file of its own beside the leads'
 * (`mail.db`), with the same durability (WAL, full sync, a writer thread) and its own queue.
 * Loaded on demand, so a server on PostgreSQL never opens a SQLite file.
 */
export async function openSqliteMailOutbox(
  leadsPath: string,
): Promise<{ outbox: Outbox; personalData: PersonalDataStore | null }> {
  const { createSqliteOutbox, createSqlitePersonalData } = await import('@rooted/lead-capture/sqlite');
  if (leadsPath === ':memory:') return { outbox: createSqliteOutbox({ path: ':memory:' }), personalData: null };
  const path = join(dirname(leadsPath), 'mail.db');
  // Queued mail holds addresses (a visitor's on a notification of their message): an erasure
  // reaches it through the same personal-data code as the leads' file.
  return { outbox: createSqliteOutbox({ path }), personalData: createSqlitePersonalData({ path }) };
}

/** The schema of the mail's outbox on PostgreSQL: the site's schema with a suffix. */
export const mailSchema = (schema: string) => `${schema}_mail`;
