import { timingSafeEqual } from 'node:crypto';
import type { Owner } from './owners';
import type { SiteDatabase } from '../database/site-db';
import { newToken, tokenHash } from './secret-token';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** And after this long in any case, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** A live session: who, and the token every state-changing request must echo. */
export interface OwnerSession {
  owner: Owner;
  csrfToken: string;
}

/** What the owner's list of sessions shows of the browser a session was started from. */
export interface SessionOrigin {
  /** The `User-Agent` header, cut to {@link MAX_USER_AGENT} characters. */
  userAgent?: string | undefined;
  /** The client address (under the proxy-trust rule). */
  ip?: string | undefined;
  /** How the owner signed in. */
  method?: 'password' | 'passkey' | undefined;
}

/** Longest user agent kept: enough to name browser and system, bounded against padding. */
export const MAX_USER_AGENT = 300;

/** Owner sessions kept in the site database; the cookie holds the id, the database its hash. */
export interface OwnerSessions {
  /** Starts a session; returns the id for the cookie and the CSRF token for the page. */
  create(owner: Owner, origin?: SessionOrigin): Promise<{ id: string; csrfToken: string }>;
  /** The session for a cookie's id when it has neither idled out nor outlived its absolute limit; marks it used. */
  resume(id: string): Promise<OwnerSession | undefined>;
  end(id: string): Promise<void>;
}

/** True when `given` is the session's CSRF token (constant-time). */
export function csrfMatches(session: OwnerSession, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Owner sessions in the SQLite site database. */
export function createOwnerSessions(db: SiteDatabase, now: () => number = Date.now): OwnerSessions {
  return {
    async create(owner, origin = {}) {
      const id = newToken();
      const csrfToken = newToken();
      const at = now();
      // Old sessions of everyone are swept here, so the table never grows without bound.
      db.prepare('DELETE FROM owner_sessions WHERE last_seen_at <= ? OR created_at <= ?').run(
        at - SESSION_IDLE_MS,
        at - SESSION_ABSOLUTE_MS,
      );
      db.prepare(
        'INSERT INTO owner_sessions (id_hash, owner_id, csrf_token, created_at, last_seen_at, user_agent, ip, method) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        tokenHash(id),
        owner.id,
        csrfToken,
        at,
        at,
        origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        origin.ip ?? null,
        origin.method ?? null,
      );
      return { id, csrfToken };
    },

    async resume(id) {
      const at = now();
      const row = db
        .prepare<
          [string],
          { owner_id: number; email: string; csrf_token: string; created_at: number; last_seen_at: number }
        >(
          'SELECT s.owner_id, o.email, s.csrf_token, s.created_at, s.last_seen_at FROM owner_sessions s JOIN owners o ON o.id = s.owner_id WHERE s.id_hash = ?',
        )
        .get(tokenHash(id));
      if (!row) return undefined;
      if (at - row.last_seen_at >= SESSION_IDLE_MS || at - row.created_at >= SESSION_ABSOLUTE_MS) {
        db.prepare('DELETE FROM owner_sessions WHERE id_hash = ?').run(tokenHash(id));
        return undefined;
      }
      db.prepare('UPDATE owner_sessions SET last_seen_at = ? WHERE id_hash = ?').run(at, tokenHash(id));
      return { owner: { id: row.owner_id, email: row.email }, csrfToken: row.csrf_token };
    },

    async end(id) {
      db.prepare('DELETE FROM owner_sessions WHERE id_hash = ?').run(tokenHash(id));
    },
  };
}
