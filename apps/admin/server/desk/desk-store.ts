import type { SiteDatabase } from '../database/site-db';
import type { AuditAction, AuditEntry, HandledMark } from '../../src/desk/desk-types';

export type { AuditAction, AuditEntry, HandledMark } from '../../src/desk/desk-types';

/**
 * The owner's desk's own state: the trail of owner actions and which leads were marked handled.
 * In the site database (one server) or PostgreSQL (several, which must all show the same).
 */
export interface DeskStore {
  record(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** Newest first, at most `limit`, older than the entry `before` (an id) when given. */
  audit(options: { limit: number; before?: number }): Promise<AuditEntry[]>;
  /** Marks the lead handled; a second mark keeps the first. */
  markHandled(leadId: string, mark: HandledMark): Promise<void>;
  /** Takes the mark back (the owner undid it); nothing when there was none. */
  unmarkHandled(leadId: string): Promise<void>;
  /** The marks of these leads (the others have none). */
  handled(leadIds: readonly string[]): Promise<Map<string, HandledMark>>;
  /**
   * Steps only the owner can take outside the site (delete a contact in Omnisend after an
   * erasure), ticked done: which of these keys are ticked. A step stays on the front page until it is.
   */
  stepsDone(keys: readonly string[]): Promise<Set<string>>;
  /** Ticks a step done; a second tick keeps the first. */
  markStepDone(key: string, mark: HandledMark): Promise<void>;
}

type AuditRow = { id: number; at: number; owner: string; action: AuditAction; detail: string };

/** The desk's tables in the site database (SQLite, SITE_DB), created on open. */
export function createSqliteDeskStore(db: SiteDatabase): DeskStore {
  db.exec(`CREATE TABLE IF NOT EXISTS owner_audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    owner TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS lead_handled (
    lead_id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    owner TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS owner_steps_done (
    step TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    owner TEXT NOT NULL
  )`);
  const insert = db.prepare('INSERT INTO owner_audit (at, owner, action, detail) VALUES (?, ?, ?, ?)');
  const newest = db.prepare<[number, number], AuditRow>(
    'SELECT * FROM owner_audit WHERE id < ? ORDER BY id DESC LIMIT ?',
  );
  const mark = db.prepare('INSERT OR IGNORE INTO lead_handled (lead_id, at, owner) VALUES (?, ?, ?)');
  const selectMark = db.prepare<[string], { at: number; owner: string }>(
    'SELECT at, owner FROM lead_handled WHERE lead_id = ?',
  );
  const unmark = db.prepare('DELETE FROM lead_handled WHERE lead_id = ?');
  const stepDone = db.prepare<[string], { step: string }>('SELECT step FROM owner_steps_done WHERE step = ?');
  const tickStep = db.prepare('INSERT OR IGNORE INTO owner_steps_done (step, at, owner) VALUES (?, ?, ?)');
  return {
    async record({ at, owner, action, detail }) {
      insert.run(at, owner, action, detail);
    },
    async audit({ limit, before }) {
      return newest.all(before ?? Number.MAX_SAFE_INTEGER, limit);
    },
    async markHandled(leadId, { at, owner }) {
      mark.run(leadId, at, owner);
    },
    async unmarkHandled(leadId) {
      unmark.run(leadId);
    },
    async stepsDone(keys) {
      return new Set(keys.filter((key) => stepDone.get(key)));
    },
    async markStepDone(key, { at, owner }) {
      tickStep.run(key, at, owner);
    },
    async handled(leadIds) {
      const marks = new Map<string, HandledMark>();
      for (const id of leadIds) {
        const row = selectMark.get(id);
        if (row) marks.set(id, row);
      }
      return marks;
    },
  };
}
