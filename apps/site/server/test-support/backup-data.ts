import type { LeadData } from '@rooted/lead-capture';
import { createSqliteOutbox, createSqlitePersonalData } from '@rooted/lead-capture/sqlite';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { databaseIn } from '../backup/backup-parts';
import { openSiteStores } from '../database/open-site-stores';
import { createPrivacyService } from '@rooted/admin/server';

/** Leads a data folder's outbox holds: their addresses, in the order they were stored. */
export function leadAddresses(folder: string): string[] {
  const path = databaseIn(folder).leadsPath;
  if (!existsSync(path)) return [];
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare<[], { email: string }>(
        `SELECT json_extract(payload, '$.email') AS email FROM leads WHERE id NOT LIKE 'privacy-%' ORDER BY rowid`,
      )
      .all()
      .map((row) => row.email);
  } finally {
    db.close();
  }
}

/** Adds newsletter leads to a data folder's outbox, as the lead API stores them. */
export async function addLeads(folder: string, addresses: readonly string[], at = Date.now()): Promise<void> {
  const outbox = createSqliteOutbox({ path: databaseIn(folder).leadsPath, writerThread: false });
  try {
    for (const [index, email] of addresses.entries()) {
      await outbox.add({
        id: `lead-${email}`,
        data: { kind: 'newsletter', email } as LeadData,
        consent: { createdAt: new Date(at).toISOString(), ip: '203.0.113.7', userAgent: 'Test/1.0' },
        createdAt: at + index,
      });
    }
  } finally {
    await outbox.close();
  }
}

/**
 * A data folder as a server leaves it: every store opened (so each file exists), an owner, and
 * the leads given.
 */
export async function seedDataFolder(folder: string, addresses: readonly string[]): Promise<void> {
  const stores = await openSiteStores(databaseIn(folder));
  await stores.owners.accounts.addOwner('owner@example.org');
  await stores.notifications.close();
  await stores.telemetry.close();
  stores.close();
  await addLeads(folder, addresses);
}

/** Erases an address as the owner's Privacy section does, with the proof also in `ledger`. */
export async function eraseAddress(folder: string, address: string, ledger?: string): Promise<void> {
  const database = databaseIn(folder);
  const stores = await openSiteStores(database, ledger ? { erasureLedger: ledger } : {});
  const outbox = createSqliteOutbox({ path: database.leadsPath, writerThread: false });
  const personalData = createSqlitePersonalData({ path: database.leadsPath });
  try {
    const service = createPrivacyService({
      personalData,
      outbox,
      telemetry: stores.telemetry,
      store: stores.owners.privacy,
      desk: stores.owners.desk,
      mail: { queue: async () => {} },
    });
    await service.erase(address, 'owner@example.org');
  } finally {
    await outbox.close();
    await personalData.close();
    await stores.notifications.close();
    await stores.telemetry.close();
    stores.close();
  }
}
