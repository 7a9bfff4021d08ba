import type { SiteDatabase } from '../database/site-db';
import type { MediaFile } from './convert-image';

/** A stored converted picture. */
export interface StoredMedia {
  type: string;
  bytes: Uint8Array;
}

/**
 * The converted pictures, by file name. Names are hashes of the bytes, so a name always means the
 * same bytes: storing one twice is a no-op, and files are never changed (they are cached for a
 * year). In the site database (one server) or PostgreSQL (several, which must all serve every
 * picture, whichever instance took the upload).
 */
export interface MediaStore {
  put(files: readonly MediaFile[]): Promise<void>;
  get(name: string): Promise<StoredMedia | undefined>;
}

/** Converted pictures in the site database (SQLite, SITE_DB), beside the content that names them. */
export function createSqliteMediaStore(db: SiteDatabase, now: () => number = Date.now): MediaStore {
  db.exec(`CREATE TABLE IF NOT EXISTS media_files (
    name TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  )`);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO media_files (name, content_type, bytes, created_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string], { content_type: string; bytes: Buffer }>(
    'SELECT content_type, bytes FROM media_files WHERE name = ?',
  );
  const putAll = db.transaction((files: readonly MediaFile[], at: number) => {
    for (const file of files) insert.run(file.name, file.type, Buffer.from(file.bytes), at);
  });
  return {
    async put(files) {
      putAll(files, now());
    },
    async get(name) {
      const row = select.get(name);
      return row && { type: row.content_type, bytes: new Uint8Array(row.bytes) as Uint8Array<ArrayBuffer> };
    },
  };
}
