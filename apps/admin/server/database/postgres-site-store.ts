import type { PostgresFeature } from '@rooted/database';
import type { SiteContent } from '@rooted/site-content';
import type { Sql } from 'postgres';
import { summary, version, type ContentVersions, type Row } from '../content/content-versions';
import {
  checkedEmail,
  decoyCheck,
  INVALID_LINK,
  normalizeEmail,
  SETUP_LINK_TTL_MS,
  USED_LINK,
  type Owner,
  type OwnerAccounts,
} from '../sign-in/owners';
import { hashPassword, passwordProblem, verifyPassword } from '../sign-in/password';
import { postgresSignInStoreOn } from '../sign-in/postgres-sign-in-store';
import { newToken, tokenHash } from '../sign-in/secret-token';
import type { SignInStore } from '../sign-in/sign-in-store';
import { MAX_USER_AGENT, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type OwnerSessions } from '../sign-in/sessions';

/**
 * The owners' tables on PostgreSQL: the same columns as the SQLite site database, prefixed `site_`
 * so they sit beside the lead API's tables in one schema. Times are epoch ms (BIGINT).
 */
export const SITE_ADMIN_FEATURE: PostgresFeature = {
  name: 'site_admin',
  migrations: [
    `CREATE TABLE site_owners (
       id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       email TEXT NOT NULL UNIQUE,
       password_hash TEXT,
       created_at BIGINT NOT NULL
     );
     CREATE TABLE site_owner_setup_tokens (
       token_hash TEXT PRIMARY KEY,
       owner_id BIGINT NOT NULL REFERENCES site_owners(id) ON DELETE CASCADE,
       expires_at BIGINT NOT NULL
     );
     CREATE INDEX site_owner_setup_tokens_owner ON site_owner_setup_tokens (owner_id);
     CREATE TABLE site_owner_sessions (
       id_hash TEXT PRIMARY KEY,
       owner_id BIGINT NOT NULL REFERENCES site_owners(id) ON DELETE CASCADE,
       csrf_token TEXT NOT NULL,
       created_at BIGINT NOT NULL,
       last_seen_at BIGINT NOT NULL
     );
     CREATE INDEX site_owner_sessions_owner ON site_owner_sessions (owner_id);
     CREATE TABLE site_content_versions (
       id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       content TEXT NOT NULL,
       published_by TEXT NOT NULL,
       published_at BIGINT NOT NULL,
       restored_from BIGINT REFERENCES site_content_versions(id)
     );`,
    // Passkeys, one-use and remembered-device tokens, and where each session was started.
    `ALTER TABLE site_owners ADD COLUMN require_passkey BOOLEAN NOT NULL DEFAULT FALSE;
     ALTER TABLE site_owner_sessions ADD COLUMN user_agent TEXT, ADD COLUMN ip TEXT, ADD COLUMN method TEXT;
     CREATE TABLE site_owner_passkeys (
       credential_id TEXT PRIMARY KEY,
       owner_id BIGINT NOT NULL REFERENCES site_owners(id) ON DELETE CASCADE,
       public_key TEXT NOT NULL,
       counter BIGINT NOT NULL,
       transports TEXT NOT NULL,
       name TEXT NOT NULL,
       created_at BIGINT NOT NULL,
       last_used_at BIGINT
     );
     CREATE INDEX site_owner_passkeys_owner ON site_owner_passkeys (owner_id);
     CREATE TABLE site_owner_tokens (
       token_hash TEXT PRIMARY KEY,
       kind TEXT NOT NULL,
       owner_id BIGINT REFERENCES site_owners(id) ON DELETE CASCADE,
       data TEXT NOT NULL,
       expires_at BIGINT NOT NULL
     );`,
  ],
};

/** The owners' stores on a shared pool (the lead API's); the tables must be migrated first. */
export interface PostgresSiteStores {
  accounts: OwnerAccounts;
  sessions: OwnerSessions;
  versions: ContentVersions;
  signIn: SignInStore;
}

/** Owner accounts, sessions and content versions every instance shares. `now` is injectable for tests. */
export function postgresSiteStoresOn(sql: Sql, schema: string, now: () => number = Date.now): PostgresSiteStores {
  const owners = sql(`${schema}.site_owners`);
  const tokens = sql(`${schema}.site_owner_setup_tokens`);
  const sessions = sql(`${schema}.site_owner_sessions`);
  const versions = sql(`${schema}.site_content_versions`);
  const toOwner = (row: { id: string | number; email: string }): Owner => ({ id: Number(row.id), email: row.email });

  const accounts: OwnerAccounts = {
    async addOwner(email) {
      const address = checkedEmail(email);
      const setupToken = newToken();
      const owner = await sql.begin(async (tx) => {
        // Upsert so two commands adding one owner at once both end with the same row.
        const [row] = await tx<{ id: string; email: string }[]>`
          INSERT INTO ${owners} (email, created_at) VALUES (${address}, ${now()})
          ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
          RETURNING id, email`;
        await tx`DELETE FROM ${tokens} WHERE owner_id = ${row!.id}`;
        await tx`INSERT INTO ${tokens} (token_hash, owner_id, expires_at) VALUES (${tokenHash(setupToken)}, ${row!.id}, ${now() + SETUP_LINK_TTL_MS})`;
        return toOwner(row!);
      });
      return { owner, setupToken };
    },

    async completeSetup(setupToken, password, siteName) {
      const [row] = await sql<{ owner_id: string; expires_at: string; email: string }[]>`
        SELECT t.owner_id, t.expires_at, o.email FROM ${tokens} t JOIN ${owners} o ON o.id = t.owner_id
        WHERE t.token_hash = ${tokenHash(setupToken)}`;
      if (!row || Number(row.expires_at) <= now()) return { ok: false, reason: 'invalid-link', message: INVALID_LINK };
      const problem = passwordProblem(password, row.email, siteName);
      if (problem) return { ok: false, reason: 'weak-password', message: problem };
      const hash = await hashPassword(password);
      const used = await sql.begin(async (tx) => {
        // Consumed in the transaction: two tabs (at two instances) submitting one link set one password.
        const deleted = await tx`DELETE FROM ${tokens} WHERE token_hash = ${tokenHash(setupToken)}`;
        if (deleted.count === 0) return false;
        await tx`UPDATE ${owners} SET password_hash = ${hash} WHERE id = ${row.owner_id}`;
        await tx`DELETE FROM ${sessions} WHERE owner_id = ${row.owner_id}`;
        return true;
      });
      if (!used) return { ok: false, reason: 'invalid-link', message: USED_LINK };
      return { ok: true, owner: { id: Number(row.owner_id), email: row.email } };
    },

    async setupLinkWorks(setupToken) {
      const [row] = await sql<
        { expires_at: string }[]
      >`SELECT expires_at FROM ${tokens} WHERE token_hash = ${tokenHash(setupToken)}`;
      return row !== undefined && Number(row.expires_at) > now();
    },

    async checkPassword(email, password) {
      const [row] = await sql<{ id: string; email: string; password_hash: string | null }[]>`
        SELECT id, email, password_hash FROM ${owners} WHERE email = ${normalizeEmail(email)}`;
      if (!row?.password_hash) return decoyCheck(password);
      return (await verifyPassword(password, row.password_hash)) ? toOwner(row) : undefined;
    },

    async list() {
      return (await sql<{ id: string; email: string }[]>`SELECT id, email FROM ${owners} ORDER BY id`).map(toOwner);
    },
  };

  const ownerSessions: OwnerSessions = {
    async create(owner, origin = {}) {
      const id = newToken();
      const csrfToken = newToken();
      const at = now();
      // Old sessions of everyone are swept here, so the table never grows without bound.
      await sql`DELETE FROM ${sessions} WHERE last_seen_at <= ${at - SESSION_IDLE_MS} OR created_at <= ${at - SESSION_ABSOLUTE_MS}`;
      await sql`INSERT INTO ${sessions} (id_hash, owner_id, csrf_token, created_at, last_seen_at, user_agent, ip, method)
                VALUES (${tokenHash(id)}, ${owner.id}, ${csrfToken}, ${at}, ${at},
                        ${origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null}, ${origin.ip ?? null}, ${origin.method ?? null})`;
      return { id, csrfToken };
    },

    async resume(id) {
      const at = now();
      const [row] = await sql<
        { owner_id: string; email: string; csrf_token: string; created_at: string; last_seen_at: string }[]
      >`
        SELECT s.owner_id, o.email, s.csrf_token, s.created_at, s.last_seen_at
        FROM ${sessions} s JOIN ${owners} o ON o.id = s.owner_id WHERE s.id_hash = ${tokenHash(id)}`;
      if (!row) return undefined;
      if (at - Number(row.last_seen_at) >= SESSION_IDLE_MS || at - Number(row.created_at) >= SESSION_ABSOLUTE_MS) {
        await sql`DELETE FROM ${sessions} WHERE id_hash = ${tokenHash(id)}`;
        return undefined;
      }
      await sql`UPDATE ${sessions} SET last_seen_at = GREATEST(last_seen_at, ${at}) WHERE id_hash = ${tokenHash(id)}`;
      return { owner: { id: Number(row.owner_id), email: row.email }, csrfToken: row.csrf_token };
    },

    async end(id) {
      await sql`DELETE FROM ${sessions} WHERE id_hash = ${tokenHash(id)}`;
    },
  };

  type PgRow = Omit<Row, 'id' | 'published_at' | 'restored_from'> & {
    id: string;
    published_at: string;
    restored_from: string | null;
  };
  const fromPg = (row: PgRow): Row => ({
    ...row,
    id: Number(row.id),
    published_at: Number(row.published_at),
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
  });
  // The lock every publish of this schema's content takes (a transaction-scoped advisory lock, as the
  // migrations and the telemetry store take theirs): publishes of all instances happen one at a time.
  const publishLock = `${schema}:site_content_versions:publish`;
  const insertVersion = async (tx: Sql, content: SiteContent, publishedBy: string, restoredFrom: number | null) => {
    const at = now();
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO ${versions} (content, published_by, published_at, restored_from)
      VALUES (${JSON.stringify(content)}, ${publishedBy}, ${at}, ${restoredFrom}) RETURNING id`;
    return { id: Number(row!.id), content, publishedBy, publishedAt: at, restoredFrom };
  };
  const contentVersions: ContentVersions = {
    async currentId() {
      const [row] = await sql<{ id: string }[]>`SELECT id FROM ${versions} ORDER BY id DESC LIMIT 1`;
      return row ? Number(row.id) : null;
    },
    async current() {
      const [row] = await sql<
        PgRow[]
      >`SELECT id, content, published_by, published_at, restored_from FROM ${versions} ORDER BY id DESC LIMIT 1`;
      return row && version(fromPg(row));
    },
    async get(id) {
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await sql<
        PgRow[]
      >`SELECT id, content, published_by, published_at, restored_from FROM ${versions} WHERE id = ${id}`;
      return row && version(fromPg(row));
    },
    async list(limit = 100) {
      const rows = await sql<
        PgRow[]
      >`SELECT id, '' AS content, published_by, published_at, restored_from FROM ${versions} ORDER BY id DESC LIMIT ${limit}`;
      return rows.map((row) => summary(fromPg(row)));
    },
    async publish(content, publishedBy, restoredFrom) {
      return sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(hashtext(${publishLock}))`;
        return insertVersion(tx as unknown as Sql, content, publishedBy, restoredFrom ?? null);
      });
    },
    async publishOver(change, publishedBy) {
      return sql.begin(async (tx) => {
        // Every publish takes this lock, so the newest version read here is still the newest when
        // the new one is written: a second instance doing the same job waits, then finds it done.
        await tx`SELECT pg_advisory_xact_lock(hashtext(${publishLock}))`;
        const [row] = await tx<
          PgRow[]
        >`SELECT id, content, published_by, published_at, restored_from FROM ${versions} ORDER BY id DESC LIMIT 1`;
        const content = change(row && version(fromPg(row)));
        return content ? insertVersion(tx as unknown as Sql, content, publishedBy, null) : undefined;
      });
    },
  };

  return {
    accounts,
    sessions: ownerSessions,
    versions: contentVersions,
    signIn: postgresSignInStoreOn(sql, schema, now),
  };
}
