import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * Copies a live SQLite file through SQLite's online backup API, never as bytes off the disk: the
 * server keeps writing (leads arrive, the worker delivers), and a plain copy of a database in WAL
 * mode can miss committed pages or catch half a transaction. Each step of the API copies from one
 * read snapshot, and when another process writes between steps SQLite starts the copy over; asking
 * for every page in one step makes the copy one snapshot, with every lead committed before it began.
 */
export async function snapshotStore(source: string, target: string): Promise<{ schemaVersion: number }> {
  const db = new Database(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await db.backup(target, { progress: () => 1_000_000_000 });
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    // One self-contained file: the copy leaves WAL mode (the server turns it back on when it opens the file).
    copy.pragma('journal_mode = DELETE');
    return { schemaVersion: copy.pragma('user_version', { simple: true }) as number };
  } finally {
    copy.close();
  }
}

/** Size and SHA-256 of a file, read as a stream (pictures make the site file large). */
export async function fingerprint(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return { bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** What SQLite itself says of a file: its schema version and whether every page is sound. */
export function inspectStore(path: string): { schemaVersion: number; sound: boolean } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    return { schemaVersion: db.pragma('user_version', { simple: true }) as number, sound: check === 'ok' };
  } finally {
    db.close();
  }
}
