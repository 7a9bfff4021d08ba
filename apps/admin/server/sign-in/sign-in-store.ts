import type { SessionSummary } from '../../src/account/account-types';
import type { Owner } from './owners';
import type { SiteDatabase } from '../database/site-db';
import { tokenHash } from './secret-token';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';

/** An owner with what decides how they may sign in. */
export interface OwnerRecord extends Owner {
  hasPassword: boolean;
  /** Password sign-in is refused: only a passkey opens this account. */
  requirePasskey: boolean;
}

/** A passkey as the owner's list shows it. */
export interface PasskeySummary {
  /** The credential id (base64url): public, it names the key to the authenticator. */
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A passkey as the verifier needs it. */
export interface StoredPasskey {
  id: string;
  ownerId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
}

/** A new passkey to keep. */
export type NewPasskey = Omit<StoredPasskey, 'ownerId'> & { name: string };

/** A short-lived or remembered token: a WebAuthn challenge, a known-device cookie. */
export interface StoredToken {
  ownerId: number | null;
  data: string;
}

/** Longest passkey name kept. */
export const MAX_PASSKEY_NAME = 60;

/**
 * What sign-in needs beyond accounts and sessions: passkeys, the per-owner "passkey required"
 * setting, remembered devices and challenges (as hashed one-time tokens), and the owner's view of
 * their sessions. The site database (SQLite) or the shared PostgreSQL database keeps it.
 */
export interface SignInStore {
  owner(id: number): Promise<OwnerRecord | undefined>;
  ownerByEmail(email: string): Promise<OwnerRecord | undefined>;
  setRequirePasskey(ownerId: number, on: boolean): Promise<void>;
  /** Sets a new password hash and ends every session of the owner except `keepSessionId` (a cookie's value). */
  setPassword(ownerId: number, hash: string, keepSessionId?: string): Promise<void>;
  passkeys(ownerId: number): Promise<PasskeySummary[]>;
  addPasskey(ownerId: number, passkey: NewPasskey): Promise<void>;
  findPasskey(id: string): Promise<StoredPasskey | undefined>;
  /** Records a sign-in with the passkey and its new signature counter. */
  passkeyUsed(id: string, counter: number): Promise<void>;
  renamePasskey(ownerId: number, id: string, name: string): Promise<boolean>;
  /** Removes the owner's passkey and ends their other sessions (whoever held it may be signed in). */
  removePasskey(ownerId: number, id: string, keepSessionId?: string): Promise<boolean>;
  /** Keeps `token` (as its hash) of one `kind` for `ttlMs`. */
  putToken(kind: string, token: string, ownerId: number | null, data: string, ttlMs: number): Promise<void>;
  /** The live token of `kind`, deleted as it is read: a challenge answers once. */
  takeToken(kind: string, token: string): Promise<StoredToken | undefined>;
  /** The live token of `kind`, kept. */
  readToken(kind: string, token: string): Promise<StoredToken | undefined>;
  /** The owner's live sessions, newest first. */
  sessions(ownerId: number): Promise<SessionSummary[]>;
  /** Ends one of the owner's sessions by its listed id. */
  endSession(ownerId: number, listedId: string): Promise<boolean>;
  /** Ends every session of the owner except `keepSessionId` (a cookie's value); returns how many. */
  endSessions(ownerId: number, keepSessionId?: string): Promise<number>;
  /** The owner a setup link belongs to while it is valid; the link stays unused. */
  setupOwner(setupToken: string): Promise<Owner | undefined>;
  /** Uses the setup link up by registering a passkey instead of a password; ends the owner's sessions. */
  completeSetupWithPasskey(setupToken: string, passkey: NewPasskey): Promise<Owner | undefined>;
}

type OwnerRow = { id: number; email: string; password_hash: string | null; require_passkey: number };
const toRecord = (row: OwnerRow): OwnerRecord => ({
  id: row.id,
  email: row.email,
  hasPassword: row.password_hash !== null,
  requirePasskey: row.require_passkey === 1,
});
type SessionRow = {
  id_hash: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string | null;
  ip: string | null;
  method: string | null;
};
/** Shared by both stores: a database row as the owner's list shows it. */
export const toSessionSummary = (row: SessionRow): SessionSummary => ({
  id: row.id_hash,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  userAgent: row.user_agent,
  ip: row.ip,
  method: row.method,
});

/** The sign-in store in the SQLite site database. */
export function createSqliteSignInStore(db: SiteDatabase, now: () => number = Date.now): SignInStore {
  const ownerColumns = 'id, email, password_hash, require_passkey';
  const keep = (keepSessionId?: string) => (keepSessionId ? tokenHash(keepSessionId) : '');
  const addPasskey = (ownerId: number, passkey: NewPasskey) =>
    db
      .prepare(
        'INSERT INTO owner_passkeys (credential_id, owner_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        passkey.id,
        ownerId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.name,
        now(),
      );
  const liveToken = (kind: string, token: string) =>
    db
      .prepare<[string, string, number], { owner_id: number | null; data: string }>(
        'SELECT owner_id, data FROM owner_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?',
      )
      .get(tokenHash(token), kind, now());
  const setupRow = (setupToken: string) =>
    db
      .prepare<[string, number], { owner_id: number; email: string }>(
        'SELECT t.owner_id, o.email FROM owner_setup_tokens t JOIN owners o ON o.id = t.owner_id WHERE t.token_hash = ? AND t.expires_at > ?',
      )
      .get(tokenHash(setupToken), now());

  return {
    async owner(id) {
      const row = db.prepare<[number], OwnerRow>(`SELECT ${ownerColumns} FROM owners WHERE id = ?`).get(id);
      return row && toRecord(row);
    },
    async ownerByEmail(email) {
      const row = db
        .prepare<[string], OwnerRow>(`SELECT ${ownerColumns} FROM owners WHERE email = ?`)
        .get(email.trim().toLowerCase());
      return row && toRecord(row);
    },
    async setRequirePasskey(ownerId, on) {
      db.prepare('UPDATE owners SET require_passkey = ? WHERE id = ?').run(on ? 1 : 0, ownerId);
    },
    async setPassword(ownerId, hash, keepSessionId) {
      db.transaction(() => {
        db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?').run(hash, ownerId);
        db.prepare('DELETE FROM owner_sessions WHERE owner_id = ? AND id_hash <> ?').run(ownerId, keep(keepSessionId));
      })();
    },
    async passkeys(ownerId) {
      return db
        .prepare<[number], PasskeySummary>(
          'SELECT credential_id AS id, name, created_at AS createdAt, last_used_at AS lastUsedAt FROM owner_passkeys WHERE owner_id = ? ORDER BY created_at, credential_id',
        )
        .all(ownerId);
    },
    async addPasskey(ownerId, passkey) {
      addPasskey(ownerId, passkey);
    },
    async findPasskey(id) {
      const row = db
        .prepare<
          [string],
          { credential_id: string; owner_id: number; public_key: string; counter: number; transports: string }
        >('SELECT credential_id, owner_id, public_key, counter, transports FROM owner_passkeys WHERE credential_id = ?')
        .get(id);
      return (
        row && {
          id: row.credential_id,
          ownerId: row.owner_id,
          publicKey: row.public_key,
          counter: row.counter,
          transports: JSON.parse(row.transports) as string[],
        }
      );
    },
    async passkeyUsed(id, counter) {
      db.prepare('UPDATE owner_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?').run(
        counter,
        now(),
        id,
      );
    },
    async renamePasskey(ownerId, id, name) {
      return (
        db.prepare('UPDATE owner_passkeys SET name = ? WHERE credential_id = ? AND owner_id = ?').run(name, id, ownerId)
          .changes > 0
      );
    },
    async removePasskey(ownerId, id, keepSessionId) {
      return db.transaction(() => {
        const removed =
          db.prepare('DELETE FROM owner_passkeys WHERE credential_id = ? AND owner_id = ?').run(id, ownerId).changes >
          0;
        if (removed)
          db.prepare('DELETE FROM owner_sessions WHERE owner_id = ? AND id_hash <> ?').run(
            ownerId,
            keep(keepSessionId),
          );
        return removed;
      })();
    },
    async putToken(kind, token, ownerId, data, ttlMs) {
      const at = now();
      // Expired tokens of every kind are swept here, so the table never grows without bound.
      db.prepare('DELETE FROM owner_tokens WHERE expires_at <= ?').run(at);
      db.prepare('INSERT INTO owner_tokens (token_hash, kind, owner_id, data, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        tokenHash(token),
        kind,
        ownerId,
        data,
        at + ttlMs,
      );
    },
    async takeToken(kind, token) {
      const row = liveToken(kind, token);
      if (!row) return undefined;
      // Deleted before it is used: of two requests answering one challenge, one wins.
      if (db.prepare('DELETE FROM owner_tokens WHERE token_hash = ?').run(tokenHash(token)).changes === 0)
        return undefined;
      return { ownerId: row.owner_id, data: row.data };
    },
    async readToken(kind, token) {
      const row = liveToken(kind, token);
      return row && { ownerId: row.owner_id, data: row.data };
    },
    async sessions(ownerId) {
      const at = now();
      return db
        .prepare<[number, number, number], SessionRow>(
          'SELECT id_hash, created_at, last_seen_at, user_agent, ip, method FROM owner_sessions WHERE owner_id = ? AND last_seen_at > ? AND created_at > ? ORDER BY last_seen_at DESC',
        )
        .all(ownerId, at - SESSION_IDLE_MS, at - SESSION_ABSOLUTE_MS)
        .map(toSessionSummary);
    },
    async endSession(ownerId, listedId) {
      return (
        db.prepare('DELETE FROM owner_sessions WHERE owner_id = ? AND id_hash = ?').run(ownerId, listedId).changes > 0
      );
    },
    async endSessions(ownerId, keepSessionId) {
      return db
        .prepare('DELETE FROM owner_sessions WHERE owner_id = ? AND id_hash <> ?')
        .run(ownerId, keep(keepSessionId)).changes;
    },
    async setupOwner(setupToken) {
      const row = setupRow(setupToken);
      return row && { id: row.owner_id, email: row.email };
    },
    async completeSetupWithPasskey(setupToken, passkey) {
      return db.transaction(() => {
        const row = setupRow(setupToken);
        if (!row) return undefined;
        db.prepare('DELETE FROM owner_setup_tokens WHERE token_hash = ?').run(tokenHash(setupToken));
        addPasskey(row.owner_id, passkey);
        db.prepare('DELETE FROM owner_sessions WHERE owner_id = ?').run(row.owner_id);
        return { id: row.owner_id, email: row.email };
      })();
    },
  };
}
