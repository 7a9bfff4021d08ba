import type { SiteDatabase } from '../database/site-db';

/** The settings an owner can change in the desk. */
export type SettingKey = 'notification-webhook' | `email-notifications:${string}` | `summary-time:${string}`;

/** A setting's value, and when and by whom it was set. */
export interface SettingValue {
  value: string;
  at: number;
  owner: string;
}

/**
 * The owners' settings, shared by every instance (the site database, or PostgreSQL). Values may
 * be secrets (a webhook address carries its token in the path): they never leave the server.
 */
export interface OwnerSettings {
  get(key: SettingKey): Promise<SettingValue | null>;
  set(key: SettingKey, setting: SettingValue): Promise<void>;
  remove(key: SettingKey): Promise<void>;
}

/** The settings in the site database (SQLite, SITE_DB), table created on open. */
export function createSqliteOwnerSettings(db: SiteDatabase): OwnerSettings {
  db.exec(`CREATE TABLE IF NOT EXISTS owner_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    at INTEGER NOT NULL,
    owner TEXT NOT NULL
  )`);
  const select = db.prepare<[string], SettingValue>('SELECT value, at, owner FROM owner_settings WHERE key = ?');
  const upsert = db.prepare(`INSERT INTO owner_settings (key, value, at, owner) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, at = excluded.at, owner = excluded.owner`);
  const remove = db.prepare('DELETE FROM owner_settings WHERE key = ?');
  return {
    async get(key) {
      return select.get(key) ?? null;
    },
    async set(key, { value, at, owner }) {
      upsert.run(key, value, at, owner);
    },
    async remove(key) {
      remove.run(key);
    },
  };
}
