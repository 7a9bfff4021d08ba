import type { PostgresFeature } from '@rooted/database';
import type { Sql } from 'postgres';
import { ANSWER_SENT_COLUMN, privacyTables, toProof, toRequest, type PrivacyStore } from './privacy-store';

/** The privacy requests and erasure proofs on PostgreSQL, beside the desk's tables. */
export const SITE_PRIVACY_FEATURE: PostgresFeature = {
  name: 'site_privacy',
  migrations: [privacyTables('BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY'), ANSWER_SENT_COLUMN],
};

/** The store on the shared pool; the schema must be migrated with {@link SITE_PRIVACY_FEATURE}. */
export function postgresPrivacyStoreOn(sql: Sql, schema: string): PrivacyStore {
  const requests = sql(`${schema}.privacy_requests`);
  const proofs = sql(`${schema}.erasure_proofs`);
  return {
    async create({ id, kind, address, requestedAt, expiresAt }) {
      await sql`INSERT INTO ${requests} (id, kind, address, requested_at, expires_at) VALUES (${id}, ${kind}, ${address}, ${requestedAt}, ${expiresAt})`;
    },
    async get(id) {
      const [row] = await sql<Parameters<typeof toRequest>[0][]>`SELECT * FROM ${requests} WHERE id = ${id}`;
      return row ? toRequest(row) : null;
    },
    async confirm(id, at) {
      return (
        (await sql`UPDATE ${requests} SET confirmed_at = ${at} WHERE id = ${id} AND confirmed_at IS NULL`).count === 1
      );
    },
    async confirmed() {
      const rows = await sql<
        Parameters<typeof toRequest>[0][]
      >`SELECT * FROM ${requests} WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at DESC LIMIT 500`;
      return rows.map(toRequest);
    },
    async fulfil(id, { at, by }) {
      await sql`UPDATE ${requests} SET fulfilled_at = ${at}, fulfilled_by = ${by} WHERE id = ${id} AND fulfilled_at IS NULL`;
    },
    async noteAnswerSent(id, at) {
      await sql`UPDATE ${requests} SET answer_sent_at = ${at} WHERE id = ${id}`;
    },
    async forgetAddress(address) {
      return (await sql`UPDATE ${requests} SET address = NULL WHERE address = ${address}`).count;
    },
    async recordProof({ addressHash, salt, at, by, requestId, summary }) {
      await sql`INSERT INTO ${proofs} (address_hash, salt, at, by, request_id, summary) VALUES (${addressHash}, ${salt}, ${at}, ${by}, ${requestId}, ${summary})`;
    },
    async proofs(limit) {
      const rows = await sql<Parameters<typeof toProof>[0][]>`SELECT * FROM ${proofs} ORDER BY id DESC LIMIT ${limit}`;
      return rows.map(toProof);
    },
    async purge({ unconfirmedBefore, fulfilledBefore }) {
      return await sql.begin(async (tx) => {
        const deleted = (
          await tx`DELETE FROM ${requests} WHERE confirmed_at IS NULL AND expires_at < ${unconfirmedBefore}`
        ).count;
        const cleared = (
          await tx`UPDATE ${requests} SET address = NULL WHERE fulfilled_at < ${fulfilledBefore} AND address IS NOT NULL`
        ).count;
        return deleted + cleared;
      });
    },
    // A cleared tuple's bytes stay until VACUUM and reuse: see the decision record on erasure.
    async settle() {},
  };
}
