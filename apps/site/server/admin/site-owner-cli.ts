/**
 * `pnpm --filter @rooted/site site-owner add <email> [--url https://rooted.example]`: creates an
 * owner account (or renews its setup link) and prints a one-time link, valid 24 hours, where the
 * owner chooses a password. Owners exist only through this command, so creating one needs shell
 * access to the server; nothing on the web can. `site-owner list` shows the accounts.
 * SITE_DB selects the database, as for the server.
 */
import { fileURLToPath } from 'node:url';
import { createOwnerAccounts } from './owners';
import { openSiteDatabase, siteDbPath } from './site-db';

const [command, ...rest] = process.argv.slice(2);
const urlIndex = rest.indexOf('--url');
const base = (urlIndex >= 0 ? rest[urlIndex + 1] : undefined) ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 4173}`;
const args = urlIndex >= 0 ? rest.filter((_, index) => index !== urlIndex && index !== urlIndex + 1) : rest;

const db = openSiteDatabase(siteDbPath(process.env, fileURLToPath(new URL('../../data/site.db', import.meta.url))));
const accounts = createOwnerAccounts(db);
try {
  if (command === 'add' && args.length === 1) {
    const { setupToken } = await accounts.addOwner(args[0]!);
    console.log(`Owner added. Open this link within 24 hours to choose a password (it works once):\n${new URL(`/admin/setup?token=${setupToken}`, base).href}`);
  } else if (command === 'list' && args.length === 0) {
    const owners = await accounts.list();
    console.log(owners.length ? owners.map((owner) => owner.email).join('\n') : 'No owners yet. Add one: site-owner add <email>');
  } else {
    console.error('Usage: site-owner add <email> [--url <site address>] | site-owner list');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  db.close();
}
