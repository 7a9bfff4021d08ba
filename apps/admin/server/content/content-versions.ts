import type { SiteContent } from '@rooted/site-content';
import type { SiteDatabase } from '../database/site-db';

/** One published version's facts, without its content. */
export interface ContentVersionSummary {
  id: number;
  /** The owner's email. Shown only to signed-in owners, never to visitors. */
  publishedBy: string;
  /** Milliseconds since the epoch. */
  publishedAt: number;
  /** Set when this version is a rollback: the version it copies. */
  restoredFrom: number | null;
}

/** A published version with its content. */
export interface ContentVersion extends ContentVersionSummary {
  content: SiteContent;
}

/**
 * Every published version of the site content, newest last. Versions are never changed or
 * deleted: a rollback publishes a new version equal to an old one, so history shows it too.
 * Content is validated before it gets here. In SQLite (one server) or PostgreSQL (several).
 */
export interface ContentVersions {
  /** The newest version, or undefined before the first publish (the site shows its data file). */
  current(): Promise<ContentVersion | undefined>;
  /** The newest version's id (null before the first publish): cheap, for instances checking for news. */
  currentId(): Promise<number | null>;
  get(id: number): Promise<ContentVersion | undefined>;
  /** Newest first, at most `limit`. */
  list(limit?: number): Promise<ContentVersionSummary[]>;
  publish(content: SiteContent, publishedBy: string, restoredFrom?: number): Promise<ContentVersion>;
  /**
   * Publishes `change(newest)` when it returns content, reading the newest version and writing the
   * new one as one step no other publish of any instance can come between (on PostgreSQL, under
   * a lock every publish takes). A change that finds nothing left to do returns undefined, and
   * nothing is written: that is how a job several instances run at once happens exactly once.
   */
  publishOver(
    change: (newest: ContentVersion | undefined) => SiteContent | undefined,
    publishedBy: string,
  ): Promise<ContentVersion | undefined>;
}

/** A stored row (PostgreSQL returns its BIGINT columns as strings; convert first). */
export interface Row {
  id: number;
  content: string;
  published_by: string;
  published_at: number;
  restored_from: number | null;
}

export const summary = (row: Omit<Row, 'content'>): ContentVersionSummary => ({
  id: row.id,
  publishedBy: row.published_by,
  publishedAt: row.published_at,
  restoredFrom: row.restored_from,
});
export const version = (row: Row): ContentVersion => ({
  ...summary(row),
  content: JSON.parse(row.content) as SiteContent,
});

/** Content versions in the site database (SQLite). */
export function createSqliteContentVersions(db: SiteDatabase, now: () => number = Date.now): ContentVersions {
  const columns = 'id, content, published_by, published_at, restored_from';
  return {
    async currentId() {
      return (
        db.prepare<[], { id: number }>('SELECT id FROM content_versions ORDER BY id DESC LIMIT 1').get()?.id ?? null
      );
    },
    async current() {
      const row = db.prepare<[], Row>(`SELECT ${columns} FROM content_versions ORDER BY id DESC LIMIT 1`).get();
      return row && version(row);
    },
    async get(id) {
      const row = db.prepare<[number], Row>(`SELECT ${columns} FROM content_versions WHERE id = ?`).get(id);
      return row && version(row);
    },
    async list(limit = 100) {
      return db
        .prepare<[number], Omit<Row, 'content'>>(
          'SELECT id, published_by, published_at, restored_from FROM content_versions ORDER BY id DESC LIMIT ?',
        )
        .all(limit)
        .map(summary);
    },
    async publish(content, publishedBy, restoredFrom) {
      const at = now();
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO content_versions (content, published_by, published_at, restored_from) VALUES (?, ?, ?, ?)',
        )
        .run(JSON.stringify(content), publishedBy, at, restoredFrom ?? null);
      return { id: Number(lastInsertRowid), content, publishedBy, publishedAt: at, restoredFrom: restoredFrom ?? null };
    },
    async publishOver(change, publishedBy) {
      // One process owns the SQLite file and these calls are synchronous: nothing runs in between.
      const row = db.prepare<[], Row>(`SELECT ${columns} FROM content_versions ORDER BY id DESC LIMIT 1`).get();
      const content = change(row && version(row));
      if (!content) return undefined;
      const at = now();
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO content_versions (content, published_by, published_at, restored_from) VALUES (?, ?, ?, NULL)',
        )
        .run(JSON.stringify(content), publishedBy, at);
      return { id: Number(lastInsertRowid), content, publishedBy, publishedAt: at, restoredFrom: null };
    },
  };
}
