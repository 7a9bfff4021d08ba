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
`;

/** Opens (creating when missing) the site database; `:memory:` for tests. */
export function openSiteDatabase(path: string): SiteDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}
