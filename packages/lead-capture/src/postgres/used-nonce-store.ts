import type { Sql } from 'postgres';
import type { UsedNonceStore } from '../bot-defence/used-nonces.js';
import type { PostgresFeature } from '@rooted/database';

/** Used form tokens: one row per token nonce, kept until the token would have expired anyway. */
export const USED_NONCES_FEATURE: PostgresFeature = {
  name: 'used_nonces',
  migrations: [
    `CREATE TABLE used_nonces (
       nonce TEXT PRIMARY KEY,
       expires_at BIGINT NOT NULL
     );
     CREATE INDEX used_nonces_expires ON used_nonces (expires_at);`,
  ],
};

/** Expired rows are deleted at most this often per instance, in the background of an insert. */
const PURGE_EVERY_MS = 60_000;

/**
 * A {@link UsedNonceStore} every instance shares, so a form token used at one instance is refused
 * at the others. `use` is one statement: an insert that, on an existing row, only takes it over
 * when that row has expired; PostgreSQL serialises the two on the key, so of two requests with one
 * token at two instances exactly one gets its row back (the winner).
 */
export function postgresUsedNonceStoreOn(sql: Sql, schema: string): UsedNonceStore {
  const table = sql(`${schema}.used_nonces`);
  let purgedAt = 0;
  const purge = (now: number) => {
    if (now - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now;
    void sql`DELETE FROM ${table} WHERE expires_at <= ${now}`.catch(() => undefined);
  };
  return {
    async use(nonce, expiresAt, now) {
      purge(now);
      const won = await sql`
        INSERT INTO ${table} AS u (nonce, expires_at) VALUES (${nonce}, ${expiresAt})
        ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE u.expires_at <= ${now}
        RETURNING 1`;
      return won.length === 0;
    },
    async has(nonce, now) {
      const rows = await sql`SELECT 1 FROM ${table} WHERE nonce = ${nonce} AND expires_at > ${now}`;
      return rows.length > 0;
    },
    async forget(nonce) {
      await sql`DELETE FROM ${table} WHERE nonce = ${nonce}`;
    },
  };
}
