import { randomBytes, scryptSync } from 'node:crypto';
import type { SiteDatabase } from '../database/site-db';
import type { OwnerAccounts } from '../sign-in/owners';

/**
 * The test owner's password as a stored scrypt hash at N = 2^10, made once per test process.
 * A hash records its own cost and `verifyPassword` reads it from there (so older, cheaper hashes
 * keep working after the cost is raised); at the production cost each sign-in in a test spent
 * about a second of a loaded 2-core machine, and route tests sign in hundreds of times. The
 * production cost itself is checked in `sign-in/password.test.ts`.
 */
let cheapHash: string | undefined;
function cheapHashOf(password: string): string {
  if (cheapHash) return cheapHash;
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  cheapHash = ['scrypt', 2 ** 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  return cheapHash;
}

/**
 * Adds the owner and sets their password as a completed setup link leaves it (the link used up,
 * the hash stored), with the cheap hash above instead of a fresh production-cost one.
 */
export async function addOwnerWithPassword(
  db: SiteDatabase,
  accounts: OwnerAccounts,
  owner: { email: string; password: string },
): Promise<void> {
  const { owner: added } = await accounts.addOwner(owner.email);
  db.transaction(() => {
    db.prepare('DELETE FROM owner_setup_tokens WHERE owner_id = ?').run(added.id);
    db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(cheapHashOf(owner.password), added.id);
  })();
}
