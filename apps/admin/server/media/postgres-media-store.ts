import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import type { MediaStore } from './media-store';

/** The converted pictures' table on PostgreSQL, beside the owners' tables. */
export const SITE_MEDIA_FEATURE: PostgresFeature = {
  name: 'site_media',
  migrations: [
    `CREATE TABLE site_media_files (
       name TEXT PRIMARY KEY,
       content_type TEXT NOT NULL,
       bytes BYTEA NOT NULL,
       created_at BIGINT NOT NULL
     );`,
  ],
};

/** Converted pictures every instance serves, on the shared pool; the table must be migrated first. */
export function postgresMediaStoreOn(sql: Sql, schema: string, now: () => number = Date.now): MediaStore {
  const table = sql(`${schema}.site_media_files`);
  return {
    async put(files) {
      if (files.length === 0) return;
      const at = now();
      await sql.begin(async (tx) => {
        for (const file of files) {
          // Two instances converting the same upload write the same name and bytes: the second is a no-op.
          await tx`INSERT INTO ${table} (name, content_type, bytes, created_at)
                   VALUES (${file.name}, ${file.type}, ${Buffer.from(file.bytes)}, ${at}) ON CONFLICT (name) DO NOTHING`;
        }
      });
    },
    async get(name) {
      const [row] = await sql<
        { content_type: string; bytes: Buffer }[]
      >`SELECT content_type, bytes FROM ${table} WHERE name = ${name}`;
      return row && { type: row.content_type, bytes: new Uint8Array(row.bytes) };
    },
  };
}
