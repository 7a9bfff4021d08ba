/**
 * `pnpm --filter @rooted/site site-owner add <email> [--url https://rooted.example]`: creates an
 * owner account (or renews its setup link) and prints a one-time link, valid 24 hours, where the
 * owner chooses a password. Owners exist only through this command, so creating one needs shell
 * access to the server; nothing on the web can. `site-owner list` shows the accounts.
 * SITE_DB selects the database, as for the server; with DATABASE_URL (and DATABASE_SCHEMA) set,
 * as on a server running several instances, the accounts are in PostgreSQL instead, so an owner
 * added here can sign in at every instance.
 */
import { fileURLToPath } from 'node:url';
import { loadServerConfig, ServerConfigError } from './config';
import { OWNER_FEATURES, openSqliteOwnerStores, postgresOwnerStoresOn, type OwnerStores } from '@rooted/admin/server';

// The same checked configuration as the server's, so the command finds the accounts where the server keeps them.
const config = (() => {
  try {
    return loadServerConfig(process.env, {
      dataDir: fileURLToPath(new URL('../data', import.meta.url)),
      cwd: process.cwd(),
    });
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
})();

const [command, ...rest] = process.argv.slice(2);
const urlIndex = rest.indexOf('--url');
const base = (urlIndex >= 0 ? rest[urlIndex + 1] : undefined) ?? `http://${config.host}:${config.port}`;
const args = urlIndex >= 0 ? rest.filter((_, index) => index !== urlIndex && index !== urlIndex + 1) : rest;

/** The accounts where the server keeps them, and how to let go of that database. */
async function openAccounts(): Promise<{ accounts: OwnerStores['accounts']; close(): Promise<void> }> {
  const { database } = config;
  if (database.kind === 'postgres') {
    // Loaded only here: without DATABASE_URL the command never loads the PostgreSQL client.
    const { openDatabase } = await import('@rooted/database');
    const { sql, schema } = await openDatabase({
      connectionString: database.url,
      schema: database.schema,
      maxConnections: 1,
      features: OWNER_FEATURES,
    });
    return { accounts: postgresOwnerStoresOn(sql, schema).accounts, close: () => sql.end({ timeout: 5 }) };
  }
  const owners = openSqliteOwnerStores(database.sitePath);
  return { accounts: owners.stores.accounts, close: async () => owners.close() };
}

let opened: Awaited<ReturnType<typeof openAccounts>> | undefined;
try {
  opened = await openAccounts();
  const { accounts } = opened;
  if (command === 'add' && args.length === 1) {
    const { setupToken } = await accounts.addOwner(args[0]!);
    console.log(
      `Owner added. Open this link within 24 hours to create a passkey or choose a password (it works once):\n${new URL(`/admin/setup?token=${setupToken}`, base).href}`,
    );
  } else if (command === 'list' && args.length === 0) {
    const owners = await accounts.list();
    console.log(
      owners.length ? owners.map((owner) => owner.email).join('\n') : 'No owners yet. Add one: site-owner add <email>',
    );
  } else {
    console.error(
      'Usage: site-owner add <email> [--url <site address>] | site-owner list\n(SITE_DB names the file; with DATABASE_URL set, the accounts are in that PostgreSQL database.)',
    );
    process.exitCode = 2;
  }
} catch (error) {
  // The message only: a connection error must not print the URL, which may hold a password.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened?.close();
}
