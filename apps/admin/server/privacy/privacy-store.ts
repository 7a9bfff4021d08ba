import type { PrivacyRequestKind } from '@rooted/lead-capture';
import type { SiteDatabase } from '../database/site-db';

/**
 * A person's request for a copy of their data or its erasure. The address is kept only while
 * the request is open: an erasure clears it from every request that names it.
 */
export interface PrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  /** The address the request is about; null once it was erased. */
  address: string | null;
  requestedAt: number;
  /** When the confirmation link stops working. */
  expiresAt: number;
  /** When the person opened the link; null while unconfirmed (an unconfirmed request changes nothing). */
  confirmedAt: number | null;
  fulfilledAt: number | null;
  /** The owner who fulfilled it. */
  fulfilledBy: string | null;
  /** When the mail server accepted the mail telling the requester what was done; null until then. */
  answerSentAt: number | null;
}

/**
 * What is kept to prove an erasure was done: no personal data. The address is kept only as a
 * SHA-256 over a random salt and the address, so a later question ("did you erase me?") can be
 * answered for an address someone gives, and nobody can read the address back from the store.
 */
export interface ErasureProof {
  id: number;
  /** Hex SHA-256 of `salt + address`. */
  addressHash: string;
  /** Random hex, one per proof. */
  salt: string;
  at: number;
  /** The owner who erased. */
  by: string;
  /** The request it fulfilled; null for an erasure the owner started (a request by email or phone). */
  requestId: string | null;
  /** What was deleted, in counts. */
  summary: string;
}

/** Where requests and proofs are kept: the site database (one server) or PostgreSQL (several). */
export interface PrivacyStore {
  create(request: Pick<PrivacyRequest, 'id' | 'kind' | 'address' | 'requestedAt' | 'expiresAt'>): Promise<void>;
  get(id: string): Promise<PrivacyRequest | null>;
  /** Marks the request confirmed unless it already was; resolves to whether this call did it. */
  confirm(id: string, at: number): Promise<boolean>;
  /** Confirmed requests, newest first (at most 500). */
  confirmed(): Promise<PrivacyRequest[]>;
  fulfil(id: string, mark: { at: number; by: string }): Promise<void>;
  /** Notes that the requester's answer was sent (the mail server accepted it). */
  noteAnswerSent(id: string, at: number): Promise<void>;
  /** Clears the address from every request that names it; resolves to how many. */
  forgetAddress(address: string): Promise<number>;
  recordProof(proof: Omit<ErasureProof, 'id'>): Promise<void>;
  /** Proofs, newest first. */
  proofs(limit: number): Promise<ErasureProof[]>;
  /**
   * Retention: deletes requests never confirmed whose link expired before `unconfirmedBefore`,
   * and clears the address of requests fulfilled before `fulfilledBefore`.
   */
  purge(options: { unconfirmedBefore: number; fulfilledBefore: number }): Promise<number>;
  /** Makes cleared bytes leave the files (SQLite: a WAL checkpoint); nothing to do elsewhere. */
  settle(): Promise<void>;
}

interface RequestRow {
  id: string;
  kind: PrivacyRequestKind;
  address: string | null;
  requested_at: number | string;
  expires_at: number | string;
  confirmed_at: number | string | null;
  fulfilled_at: number | string | null;
  fulfilled_by: string | null;
  answer_sent_at?: number | string | null;
}
interface ProofRow {
  id: number | string;
  address_hash: string;
  salt: string;
  at: number | string;
  by: string;
  request_id: string | null;
  summary: string;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A row as a request (PostgreSQL's BIGINTs arrive as text). */
export function toRequest(row: RequestRow): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    address: row.address,
    requestedAt: Number(row.requested_at),
    expiresAt: Number(row.expires_at),
    confirmedAt: numberOrNull(row.confirmed_at),
    fulfilledAt: numberOrNull(row.fulfilled_at),
    fulfilledBy: row.fulfilled_by,
    answerSentAt: numberOrNull(row.answer_sent_at ?? null),
  };
}

/** A row as a proof. */
export function toProof(row: ProofRow): ErasureProof {
  return {
    id: Number(row.id),
    addressHash: row.address_hash,
    salt: row.salt,
    at: Number(row.at),
    by: row.by,
    requestId: row.request_id,
    summary: row.summary,
  };
}

/**
 * The tables, one text for SQLite and PostgreSQL: only the proofs' id column differs (SQLite's
 * rowid, a PostgreSQL identity). It is PostgreSQL's first migration: never edit it, add a
 * migration (and an `ALTER` here for SQLite) instead.
 */
export function privacyTables(proofId: string): string {
  return `
  CREATE TABLE IF NOT EXISTS privacy_requests (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('access', 'erasure')),
    address TEXT,
    requested_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    confirmed_at BIGINT,
    fulfilled_at BIGINT,
    fulfilled_by TEXT
  );
  CREATE INDEX IF NOT EXISTS privacy_requests_confirmed ON privacy_requests (confirmed_at);
  CREATE TABLE IF NOT EXISTS erasure_proofs (
    id ${proofId},
    address_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    at BIGINT NOT NULL,
    by TEXT NOT NULL,
    request_id TEXT,
    summary TEXT NOT NULL
  );`;
}

/** The note that a requester's answer was sent: PostgreSQL's second migration, an `ALTER` on SQLite. */
export const ANSWER_SENT_COLUMN = 'ALTER TABLE privacy_requests ADD COLUMN answer_sent_at BIGINT';

/**
 * The requests and proofs in the site database (SITE_DB). `secure_delete` is turned on for the
 * site database's connection, so a cleared address is overwritten in its page; {@link
 * PrivacyStore.settle} then checkpoints the WAL, whose older frames still hold it.
 */
export function createSqlitePrivacyStore(db: SiteDatabase): PrivacyStore {
  db.pragma('secure_delete = ON');
  db.exec(privacyTables('INTEGER PRIMARY KEY'));
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(privacy_requests)').all();
  if (!columns.some((column) => column.name === 'answer_sent_at')) db.exec(ANSWER_SENT_COLUMN);
  const noteAnswer = db.prepare('UPDATE privacy_requests SET answer_sent_at = ? WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO privacy_requests (id, kind, address, requested_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], RequestRow>('SELECT * FROM privacy_requests WHERE id = ?');
  const confirm = db.prepare('UPDATE privacy_requests SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL');
  const confirmed = db.prepare<[], RequestRow>(
    'SELECT * FROM privacy_requests WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at DESC LIMIT 500',
  );
  const fulfil = db.prepare(
    'UPDATE privacy_requests SET fulfilled_at = ?, fulfilled_by = ? WHERE id = ? AND fulfilled_at IS NULL',
  );
  const forget = db.prepare('UPDATE privacy_requests SET address = NULL WHERE address = ?');
  const insertProof = db.prepare(
    'INSERT INTO erasure_proofs (address_hash, salt, at, by, request_id, summary) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const proofs = db.prepare<[number], ProofRow>('SELECT * FROM erasure_proofs ORDER BY id DESC LIMIT ?');
  const purgeUnconfirmed = db.prepare('DELETE FROM privacy_requests WHERE confirmed_at IS NULL AND expires_at < ?');
  const purgeFulfilled = db.prepare(
    'UPDATE privacy_requests SET address = NULL WHERE fulfilled_at < ? AND address IS NOT NULL',
  );
  return {
    async create({ id, kind, address, requestedAt, expiresAt }) {
      insert.run(id, kind, address, requestedAt, expiresAt);
    },
    async get(id) {
      const row = select.get(id);
      return row ? toRequest(row) : null;
    },
    confirm: async (id, at) => confirm.run(at, id).changes === 1,
    confirmed: async () => confirmed.all().map(toRequest),
    async fulfil(id, { at, by }) {
      fulfil.run(at, by, id);
    },
    async noteAnswerSent(id, at) {
      noteAnswer.run(at, id);
    },
    forgetAddress: async (address) => forget.run(address).changes,
    async recordProof({ addressHash, salt, at, by, requestId, summary }) {
      insertProof.run(addressHash, salt, at, by, requestId, summary);
    },
    proofs: async (limit) => proofs.all(limit).map(toProof),
    purge: async ({ unconfirmedBefore, fulfilledBefore }) =>
      db.transaction(
        () => purgeUnconfirmed.run(unconfirmedBefore).changes + purgeFulfilled.run(fulfilledBefore).changes,
      )(),
    async settle() {
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}
