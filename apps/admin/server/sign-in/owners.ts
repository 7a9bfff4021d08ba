import { z } from 'zod';
import type { SiteDatabase } from '../database/site-db';
import { hashPassword, passwordProblem, verifyPassword } from './password';
import { newToken, tokenHash } from './secret-token';

/** How long a setup link printed by `site-owner add` works. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A signed-in owner as the API sees one. */
export interface Owner {
  id: number;
  email: string;
}

/** Result of {@link OwnerAccounts.completeSetup}. */
export type SetupResult =
  { ok: true; owner: Owner } | { ok: false; reason: 'invalid-link' | 'weak-password'; message: string };

/** Owner accounts: created from the shell only, then finished by the owner through a one-time link. */
export interface OwnerAccounts {
  /**
   * Creates the owner (or keeps the existing one) and returns a fresh one-time setup token; any
   * earlier token of that owner stops working. Called by the `site-owner` command, never over HTTP.
   */
  addOwner(email: string): Promise<{ owner: Owner; setupToken: string }>;
  /**
   * Sets the password through a setup token (once); the owner's sessions are ended. `siteName`
   * (the published company name) is refused inside the password, like the email.
   */
  completeSetup(setupToken: string, password: string, siteName?: string): Promise<SetupResult>;
  /** Whether the setup link still works (not used, not expired), before the owner types anything. */
  setupLinkWorks?(setupToken: string): Promise<boolean>;
  /** The owner when email and password match, else undefined (the same for an unknown email). */
  checkPassword(email: string, password: string): Promise<Owner | undefined>;
  list(): Promise<Owner[]>;
}

/** How an email is compared and kept: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The normalised address, or an error when it is not one. */
export function checkedEmail(email: string): string {
  const address = normalizeEmail(email);
  if (!z.email().max(254).safeParse(address).success) throw new Error('That is not an email address.');
  return address;
}

/** A hash to compare against when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/** Spends as long as a real password check, for an unknown email or an owner without a password. */
export async function decoyCheck(password: string): Promise<undefined> {
  decoyHash ??= hashPassword(newToken());
  await verifyPassword(password, await decoyHash);
  return undefined;
}

export const INVALID_LINK = 'This setup link has expired or was already used. Ask for a new one.';
export const USED_LINK = 'This setup link was already used.';

/** Owner accounts in the SQLite site database. `now` is injectable for tests. */
export function createOwnerAccounts(db: SiteDatabase, now: () => number = Date.now): OwnerAccounts {
  const byEmail = db.prepare<[string], { id: number; email: string; password_hash: string | null }>(
    'SELECT id, email, password_hash FROM owners WHERE email = ?',
  );
  return {
    async addOwner(email) {
      const address = checkedEmail(email);
      const setupToken = newToken();
      const owner = db.transaction(() => {
        db.prepare('INSERT OR IGNORE INTO owners (email, created_at) VALUES (?, ?)').run(address, now());
        const row = byEmail.get(address)!;
        db.prepare('DELETE FROM owner_setup_tokens WHERE owner_id = ?').run(row.id);
        db.prepare('INSERT INTO owner_setup_tokens (token_hash, owner_id, expires_at) VALUES (?, ?, ?)').run(
          tokenHash(setupToken),
          row.id,
          now() + SETUP_LINK_TTL_MS,
        );
        return { id: row.id, email: row.email };
      })();
      return { owner, setupToken };
    },

    async completeSetup(setupToken, password, siteName) {
      const row = db
        .prepare<[string], { owner_id: number; expires_at: number; email: string }>(
          'SELECT t.owner_id, t.expires_at, o.email FROM owner_setup_tokens t JOIN owners o ON o.id = t.owner_id WHERE t.token_hash = ?',
        )
        .get(tokenHash(setupToken));
      if (!row || row.expires_at <= now()) {
        return { ok: false, reason: 'invalid-link', message: INVALID_LINK };
      }
      const problem = passwordProblem(password, row.email, siteName);
      if (problem) return { ok: false, reason: 'weak-password', message: problem };
      const hash = await hashPassword(password);
      const used = db.transaction(() => {
        // Consumed inside the transaction: two tabs submitting the same link set one password.
        const deleted = db.prepare('DELETE FROM owner_setup_tokens WHERE token_hash = ?').run(tokenHash(setupToken));
        if (deleted.changes === 0) return false;
        db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(hash, row.owner_id);
        db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(row.owner_id);
        return true;
      })();
      if (!used) return { ok: false, reason: 'invalid-link', message: USED_LINK };
      return { ok: true, owner: { id: row.owner_id, email: row.email } };
    },

    async setupLinkWorks(setupToken) {
      const row = db
        .prepare<[string], { expires_at: number }>('SELECT expires_at FROM owner_setup_tokens WHERE token_hash = ?')
        .get(tokenHash(setupToken));
      return row !== undefined && row.expires_at > now();
    },

    async checkPassword(email, password) {
      const row = byEmail.get(normalizeEmail(email));
      if (!row?.password_hash) return decoyCheck(password);
      return (await verifyPassword(password, row.password_hash)) ? { id: row.id, email: row.email } : undefined;
    },

    async list() {
      return db.prepare<[], Owner>('SELECT id, email FROM owners ORDER BY id').all();
    },
  };
}
