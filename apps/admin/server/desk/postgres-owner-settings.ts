import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import type { OwnerSettings } from './owner-settings';

/** The owners' settings on PostgreSQL, beside the desk's tables. */
export const SITE_SETTINGS_FEATURE: PostgresFeature = {
  name: 'site_settings',
  migrations: [
    `CREATE TABLE owner_settings (
       key TEXT PRIMARY KEY,
       value TEXT NOT NULL,
       at BIGINT NOT NULL,
       owner TEXT NOT NULL
     );`,
  ],
};

/** The settings on the shared pool; migrate with {@link SITE_SETTINGS_FEATURE}. */
export function postgresOwnerSettingsOn(sql: Sql, schema: string): OwnerSettings {
  const table = sql(`${schema}.owner_settings`);
  return {
    async get(key) {
      const [row] = await sql<
        { value: string; at: string; owner: string }[]
      >`SELECT value, at, owner FROM ${table} WHERE key = ${key}`;
      return row ? { value: row.value, at: Number(row.at), owner: row.owner } : null;
    },
    async set(key, { value, at, owner }) {
      await sql`INSERT INTO ${table} (key, value, at, owner) VALUES (${key}, ${value}, ${at}, ${owner})
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, at = EXCLUDED.at, owner = EXCLUDED.owner`;
    },
    async remove(key) {
      await sql`DELETE FROM ${table} WHERE key = ${key}`;
    },
  };
}
