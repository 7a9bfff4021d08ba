import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The site's own database (SITE_DB, default apps/site/data/site.db, beside the leads outbox):
 * owner accounts, their sessions and one-time setup links, and every published content version.
 * Small and written rarely, so it is opened on the main thread.
 */
export type SiteDatabase = Database.Database;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS owners (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS owner_setup_tokens (
    token_hash TEXT PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS owner_sessions (
    id_hash TEXT PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
    csrf_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS content_versions (
    id INTEGER PRIMARY KEY,
    content TEXT NOT NULL,
    published_by TEXT NOT NULL,
    published_at INTEGER NOT NULL,
    restored_from INTEGER REFERENCES content_versions(id)
  );
  CREATE TABLE IF NOT EXISTS owner_passkeys (
    credential_id TEXT PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
    public_key TEXT NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS owner_passkeys_owner ON owner_passkeys (owner_id);
  CREATE TABLE IF NOT EXISTS owner_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    owner_id INTEGER REFERENCES owners(id) ON DELETE CASCADE,
    data TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;

/** Columns added after the first release: a database made before them gets them on open. */
const ADDED_COLUMNS = [
  ['owners', 'require_passkey', 'INTEGER NOT NULL DEFAULT 0'],
  ['owner_sessions', 'user_agent', 'TEXT'],
  ['owner_sessions', 'ip', 'TEXT'],
  ['owner_sessions', 'method', 'TEXT'],
] as const;

/** Opens (creating when missing) the site database; `:memory:` for tests. */
export function openSiteDatabase(path: string): SiteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!columns.some((existing) => existing.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
  return db;
}
