import type { Sql } from 'postgres';
import type { ConsentStore, PendingSignup } from '../consent/consent-store.js';
import type { PostgresFeature } from '@rooted/database';

/** Double opt-in signups: the same columns as the SQLite table, JSON kept as text. */
export const CONSENT_FEATURE: PostgresFeature = {
  name: 'consent',
  migrations: [
    `CREATE TABLE pending_signups (
       id TEXT PRIMARY KEY,
       data TEXT NOT NULL,
       consent TEXT NOT NULL,
       requested_at BIGINT NOT NULL,
       expires_at BIGINT NOT NULL,
       confirmed_at BIGINT
     );
     CREATE INDEX pending_signups_expiry ON pending_signups (expires_at);`,
  ],
};

interface Row {
  id: string;
  data: string;
  consent: string;
  requested_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

/**
 * A {@link ConsentStore} every instance shares, so a link mailed by one instance is confirmed at
 * any other, and only once: `markConfirmed` is one conditional UPDATE, which PostgreSQL runs
 * under the row's lock, so two clicks at two instances cannot both win.
 */
export function postgresConsentStoreOn(sql: Sql, schema: string): ConsentStore {
  const table = sql(`${schema}.pending_signups`);
  return {
    async savePending(signup) {
      await sql`
        INSERT INTO ${table} (id, data, consent, requested_at, expires_at)
        VALUES (${signup.id}, ${JSON.stringify(signup.data)}, ${JSON.stringify(signup.consent)}, ${signup.requestedAt}, ${signup.expiresAt})
        ON CONFLICT (id) DO NOTHING`;
    },
    async get(id) {
      const [row] = await sql<Row[]>`SELECT * FROM ${table} WHERE id = ${id}`;
      if (!row) return null;
      const signup: PendingSignup = {
        id: row.id,
        data: JSON.parse(row.data) as PendingSignup['data'],
        consent: JSON.parse(row.consent) as PendingSignup['consent'],
        requestedAt: Number(row.requested_at),
        expiresAt: Number(row.expires_at),
        confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
      };
      return signup;
    },
    async markConfirmed(id, at) {
      const result = await sql`UPDATE ${table} SET confirmed_at = ${at} WHERE id = ${id} AND confirmed_at IS NULL`;
      return result.count === 1;
    },
    async purgeExpired(before) {
      const result = await sql`DELETE FROM ${table} WHERE expires_at < ${before} AND confirmed_at IS NULL`;
      return result.count;
    },
    async purgeConfirmed(before) {
      return (await sql`DELETE FROM ${table} WHERE confirmed_at < ${before}`).count;
    },
    // The pool belongs to the stores; closing them ends it.
    async close() {},
  };
}
