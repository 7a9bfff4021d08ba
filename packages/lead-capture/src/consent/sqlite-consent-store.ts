/**
 * The SQLite {@link ConsentStore}: one table, `pending_signups`, in the leads database file. Its
 * own connection on the calling thread: it writes once per confirmation request and once per
 * click, far too rarely to need the outbox's writer thread.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ConsentStore, PendingSignup } from './consent-store.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS pending_signups (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  consent TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  confirmed_at INTEGER
);
CREATE INDEX IF NOT EXISTS pending_signups_expiry ON pending_signups (expires_at);`;

interface Row {
  id: string;
  data: string;
  consent: string;
  requested_at: number;
  expires_at: number;
  confirmed_at: number | null;
}

/** Opens the store in the SQLite file at `path` (the outbox's file is fine), creating its table. */
export function createSqliteConsentStore({
  path,
  busyTimeoutMs = 1000,
}: {
  path: string;
  busyTimeoutMs?: number;
}): ConsentStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Personal data of purged signups must not linger in free pages.
  db.pragma('secure_delete = ON');
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO pending_signups (id, data, consent, requested_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], Row>('SELECT * FROM pending_signups WHERE id = ?');
  const confirm = db.prepare('UPDATE pending_signups SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL');
  const purge = db.prepare('DELETE FROM pending_signups WHERE expires_at < ? AND confirmed_at IS NULL');
  const purgeConfirmed = db.prepare('DELETE FROM pending_signups WHERE confirmed_at < ?');

  return {
    async savePending(signup) {
      insert.run(
        signup.id,
        JSON.stringify(signup.data),
        JSON.stringify(signup.consent),
        signup.requestedAt,
        signup.expiresAt,
      );
    },
    async get(id) {
      const row = select.get(id);
      if (!row) return null;
      const signup: PendingSignup = {
        id: row.id,
        data: JSON.parse(row.data) as PendingSignup['data'],
        consent: JSON.parse(row.consent) as PendingSignup['consent'],
        requestedAt: row.requested_at,
        expiresAt: row.expires_at,
        confirmedAt: row.confirmed_at,
      };
      return signup;
    },
    async markConfirmed(id, at) {
      return confirm.run(at, id).changes === 1;
    },
    async purgeExpired(before) {
      return purge.run(before).changes;
    },
    async purgeConfirmed(before) {
      return purgeConfirmed.run(before).changes;
    },
    async close() {
      db.close();
    },
  };
}
