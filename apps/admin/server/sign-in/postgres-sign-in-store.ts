import type { Sql, TransactionSql } from 'postgres';
import { tokenHash } from './secret-token';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { toSessionSummary, type NewPasskey, type OwnerRecord, type SignInStore } from './sign-in-store';

type OwnerRow = { id: string; email: string; password_hash: string | null; require_passkey: boolean };
const toRecord = (row: OwnerRow): OwnerRecord => ({
  id: Number(row.id),
  email: row.email,
  hasPassword: row.password_hash !== null,
  requirePasskey: row.require_passkey,
});

/** The sign-in store on the shared PostgreSQL database (tables of SITE_ADMIN_FEATURE). */
export function postgresSignInStoreOn(sql: Sql, schema: string, now: () => number = Date.now): SignInStore {
  const owners = sql(`${schema}.site_owners`);
  const setupTokens = sql(`${schema}.site_owner_setup_tokens`);
  const sessions = sql(`${schema}.site_owner_sessions`);
  const passkeys = sql(`${schema}.site_owner_passkeys`);
  const tokens = sql(`${schema}.site_owner_tokens`);
  const keep = (keepSessionId?: string) => (keepSessionId ? tokenHash(keepSessionId) : '');
  const insertPasskey = (tx: Sql | TransactionSql, ownerId: number, passkey: NewPasskey) =>
    tx`INSERT INTO ${passkeys} (credential_id, owner_id, public_key, counter, transports, name, created_at)
       VALUES (${passkey.id}, ${ownerId}, ${passkey.publicKey}, ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${passkey.name}, ${now()})`;
  const liveToken = async (kind: string, token: string) => {
    const [row] = await sql<{ owner_id: string | null; data: string }[]>`
      SELECT owner_id, data FROM ${tokens} WHERE token_hash = ${tokenHash(token)} AND kind = ${kind} AND expires_at > ${now()}`;
    return row && { ownerId: row.owner_id === null ? null : Number(row.owner_id), data: row.data };
  };

  return {
    async owner(id) {
      const [row] = await sql<
        OwnerRow[]
      >`SELECT id, email, password_hash, require_passkey FROM ${owners} WHERE id = ${id}`;
      return row && toRecord(row);
    },
    async ownerByEmail(email) {
      const [row] = await sql<
        OwnerRow[]
      >`SELECT id, email, password_hash, require_passkey FROM ${owners} WHERE email = ${email.trim().toLowerCase()}`;
      return row && toRecord(row);
    },
    async setRequirePasskey(ownerId, on) {
      await sql`UPDATE ${owners} SET require_passkey = ${on} WHERE id = ${ownerId}`;
    },
    async setPassword(ownerId, hash, keepSessionId) {
      await sql.begin(async (tx) => {
        await tx`UPDATE ${owners} SET password_hash = ${hash} WHERE id = ${ownerId}`;
        await tx`DELETE FROM ${sessions} WHERE owner_id = ${ownerId} AND id_hash <> ${keep(keepSessionId)}`;
      });
    },
    async passkeys(ownerId) {
      const rows = await sql<{ id: string; name: string; created_at: string; last_used_at: string | null }[]>`
        SELECT credential_id AS id, name, created_at, last_used_at FROM ${passkeys} WHERE owner_id = ${ownerId} ORDER BY created_at, credential_id`;
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: Number(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
      }));
    },
    async addPasskey(ownerId, passkey) {
      await insertPasskey(sql, ownerId, passkey);
    },
    async findPasskey(id) {
      const [row] = await sql<
        { credential_id: string; owner_id: string; public_key: string; counter: string; transports: string }[]
      >`
        SELECT credential_id, owner_id, public_key, counter, transports FROM ${passkeys} WHERE credential_id = ${id}`;
      return (
        row && {
          id: row.credential_id,
          ownerId: Number(row.owner_id),
          publicKey: row.public_key,
          counter: Number(row.counter),
          transports: JSON.parse(row.transports) as string[],
        }
      );
    },
    async passkeyUsed(id, counter) {
      await sql`UPDATE ${passkeys} SET counter = ${counter}, last_used_at = ${now()} WHERE credential_id = ${id}`;
    },
    async renamePasskey(ownerId, id, name) {
      return (
        (await sql`UPDATE ${passkeys} SET name = ${name} WHERE credential_id = ${id} AND owner_id = ${ownerId}`).count >
        0
      );
    },
    async removePasskey(ownerId, id, keepSessionId) {
      return sql.begin(async (tx) => {
        const removed =
          (await tx`DELETE FROM ${passkeys} WHERE credential_id = ${id} AND owner_id = ${ownerId}`).count > 0;
        if (removed)
          await tx`DELETE FROM ${sessions} WHERE owner_id = ${ownerId} AND id_hash <> ${keep(keepSessionId)}`;
        return removed;
      });
    },
    async putToken(kind, token, ownerId, data, ttlMs) {
      const at = now();
      // Expired tokens of every kind are swept here, so the table never grows without bound.
      await sql`DELETE FROM ${tokens} WHERE expires_at <= ${at}`;
      await sql`INSERT INTO ${tokens} (token_hash, kind, owner_id, data, expires_at) VALUES (${tokenHash(token)}, ${kind}, ${ownerId}, ${data}, ${at + ttlMs})`;
    },
    async takeToken(kind, token) {
      // One statement: of two requests answering one challenge (at two instances), one gets the row.
      const [row] = await sql<{ owner_id: string | null; data: string }[]>`
        DELETE FROM ${tokens} WHERE token_hash = ${tokenHash(token)} AND kind = ${kind} AND expires_at > ${now()} RETURNING owner_id, data`;
      return row && { ownerId: row.owner_id === null ? null : Number(row.owner_id), data: row.data };
    },
    readToken: liveToken,
    async sessions(ownerId) {
      const at = now();
      const rows = await sql<
        {
          id_hash: string;
          created_at: number;
          last_seen_at: number;
          user_agent: string | null;
          ip: string | null;
          method: string | null;
        }[]
      >`
        SELECT id_hash, created_at, last_seen_at, user_agent, ip, method FROM ${sessions}
        WHERE owner_id = ${ownerId} AND last_seen_at > ${at - SESSION_IDLE_MS} AND created_at > ${at - SESSION_ABSOLUTE_MS}
        ORDER BY last_seen_at DESC`;
      return rows.map(toSessionSummary);
    },
    async endSession(ownerId, listedId) {
      return (await sql`DELETE FROM ${sessions} WHERE owner_id = ${ownerId} AND id_hash = ${listedId}`).count > 0;
    },
    async endSessions(ownerId, keepSessionId) {
      return (await sql`DELETE FROM ${sessions} WHERE owner_id = ${ownerId} AND id_hash <> ${keep(keepSessionId)}`)
        .count;
    },
    async setupOwner(setupToken) {
      const [row] = await sql<{ owner_id: string; email: string }[]>`
        SELECT t.owner_id, o.email FROM ${setupTokens} t JOIN ${owners} o ON o.id = t.owner_id
        WHERE t.token_hash = ${tokenHash(setupToken)} AND t.expires_at > ${now()}`;
      return row && { id: Number(row.owner_id), email: row.email };
    },
    async completeSetupWithPasskey(setupToken, passkey) {
      return sql.begin(async (tx) => {
        const [row] = await tx<{ owner_id: string }[]>`
          DELETE FROM ${setupTokens} WHERE token_hash = ${tokenHash(setupToken)} AND expires_at > ${now()} RETURNING owner_id`;
        if (!row) return undefined;
        const ownerId = Number(row.owner_id);
        await insertPasskey(tx, ownerId, passkey);
        await tx`DELETE FROM ${sessions} WHERE owner_id = ${ownerId}`;
        const [owner] = await tx<{ email: string }[]>`SELECT email FROM ${owners} WHERE id = ${ownerId}`;
        return { id: ownerId, email: owner!.email };
      });
    },
  };
}
