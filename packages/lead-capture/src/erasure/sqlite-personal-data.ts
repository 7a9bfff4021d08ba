/**
 * The SQLite {@link PersonalDataStore}: the outbox's `leads` and `idempotency_keys` and the
 * double opt-in's `pending_signups`, all in the leads file. Its own connection on the calling
 * thread: an erasure is rare and small, and SQLite's lock makes it wait its turn with the
 * outbox's writer thread.
 *
 * No trace left: `secure_delete` overwrites a deleted row's bytes in its page (and frees pages
 * zeroed), but WAL mode writes that page as a new frame and keeps the old frames, which still hold
 * the row, until a checkpoint copies the newest frames into the file; `wal_checkpoint(TRUNCATE)`
 * then cuts the WAL to zero bytes. Only after both is the address gone from the `.sqlite` and
 * `-wal` files (the `-shm` index holds page numbers, never row bytes).
 */
import Database from 'better-sqlite3';
import type { LeadConsent, LeadData } from '../lead.js';
import type { LeadRow } from '../sqlite/lead-row.js';
import { parseLeadRow } from '../sqlite/lead-row.js';
import {
  ERASURE_JOB_PREFIX,
  PRIVACY_JOB_PREFIX,
  UPDATE_JOB_PREFIX,
  isoOrNull,
  normalizeAddress,
  damagedLead,
  textHolds,
  type ErasureCounts,
  type ExportedLead,
  type ExportedSignup,
  type PersonalData,
  type PersonalDataStore,
} from './personal-data.js';

interface SignupRow {
  id: string;
  data: string;
  consent: string;
  requested_at: number;
  confirmed_at: number | null;
}

/** Times a checkpoint is tried while another connection is reading, before the erasure reports it. */
const CHECKPOINT_TRIES = 20;

/** Opens the store on the leads file at `path` (the outbox and the consent store must have created their tables). */
export function createSqlitePersonalData({
  path,
  busyTimeoutMs = 5000,
}: {
  path: string;
  busyTimeoutMs?: number;
}): PersonalDataStore {
  const db = new Database(path, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  const hasSignups = () =>
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'pending_signups'`).get() !== undefined;
  // Jobs that carry out a request are no one's data; a correction waiting for Omnisend is.
  const notJob = `(substr(id, 1, ${PRIVACY_JOB_PREFIX.length}) <> '${PRIVACY_JOB_PREFIX}' OR substr(id, 1, ${UPDATE_JOB_PREFIX.length}) = '${UPDATE_JOB_PREFIX}')`;
  // The parsed address, or for a record that cannot be read back (not JSON, or not a lead) the
  // address anywhere in its text: SQLite's lower() folds ASCII letters, as textHolds does.
  // An encoded address (`%40`, `&#64;`) is looked for by the same decoding as the scrubber's.
  db.function('holds_address', { deterministic: true }, (payload: unknown, address: unknown) =>
    typeof payload === 'string' && typeof address === 'string' && textHolds(payload, address) ? 1 : 0,
  );
  const selectLeads = db.prepare<[string, string], LeadRow>(
    `SELECT * FROM leads WHERE ${notJob}
       AND ((json_valid(payload) AND json_extract(payload, '$.email') = ?) OR holds_address(payload, ?) = 1)
     ORDER BY created_at, rowid`,
  );
  const selectKeys = db.prepare<[string], { key: string; lead_id: string; created_at: number }>(
    'SELECT key, lead_id, created_at FROM idempotency_keys WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY created_at',
  );
  const deleteLeads = db.prepare('DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))');
  const deleteKeys = db.prepare('DELETE FROM idempotency_keys WHERE lead_id IN (SELECT value FROM json_each(?))');
  const deleteSentJobs = db.prepare(
    `DELETE FROM leads WHERE substr(id, 1, ${PRIVACY_JOB_PREFIX.length}) = '${PRIVACY_JOB_PREFIX}' AND state = 'delivered'`,
  );
  const countWaitingJobs = db.prepare<[], { n: number }>(
    `SELECT COUNT(*) AS n FROM leads WHERE substr(id, 1, ${ERASURE_JOB_PREFIX.length}) = '${ERASURE_JOB_PREFIX}' AND state <> 'delivered'`,
  );

  const signupRows = (address: string): SignupRow[] =>
    hasSignups()
      ? db
          .prepare<[string], SignupRow>(
            `SELECT id, data, consent, requested_at, confirmed_at FROM pending_signups
             WHERE json_valid(data) AND json_extract(data, '$.email') = ? ORDER BY requested_at`,
          )
          .all(address)
      : [];

  const collect = (address: string) => {
    const leads: ExportedLead[] = [];
    for (const row of selectLeads.all(address, address)) {
      const parsed = parseLeadRow(row);
      if (!parsed.ok) {
        if (textHolds(row.payload, address)) leads.push({ ...damagedLead(row), stored: row.payload });
        continue;
      }
      // Someone else's lead that mentions the address (in a message) is theirs, not this person's.
      if (parsed.data.email !== address) continue;
      leads.push({
        id: row.id,
        form: parsed.data.kind,
        state: row.state,
        receivedAt: new Date(row.created_at).toISOString(),
        deliveredAt: isoOrNull(row.delivered_at),
        data: parsed.data,
        ...(parsed.consent ? { consent: parsed.consent } : {}),
      });
    }
    const signups: ExportedSignup[] = signupRows(address).map((row) => ({
      id: row.id,
      requestedAt: new Date(row.requested_at).toISOString(),
      confirmedAt: isoOrNull(row.confirmed_at),
      data: JSON.parse(row.data) as LeadData,
      consent: JSON.parse(row.consent) as LeadConsent,
    }));
    // A confirmed signup's subscription is queued under `confirm:<signup id>` (see the confirmation handler).
    const keyOwners = [...leads.map((lead) => lead.id), ...signups.map((signup) => signup.id)];
    const keys = selectKeys.all(JSON.stringify(keyOwners));
    const signupKeys = signups.length
      ? db
          .prepare<[string], { key: string; lead_id: string; created_at: number }>(
            `SELECT key, lead_id, created_at FROM idempotency_keys WHERE key IN (SELECT 'confirm:' || value FROM json_each(?))`,
          )
          .all(JSON.stringify(signups.map((signup) => signup.id)))
      : [];
    const seen = new Set<string>();
    const idempotencyKeys = [...keys, ...signupKeys]
      .filter((key) => !seen.has(key.key) && seen.add(key.key))
      .map((key) => ({ key: key.key, leadId: key.lead_id, createdAt: new Date(key.created_at).toISOString() }));
    return { leads, signups, idempotencyKeys };
  };

  /** Copies the WAL's newest pages into the file and empties the WAL, retrying while a reader holds it. */
  const checkpoint = () => {
    for (let attempt = 0; attempt < CHECKPOINT_TRIES; attempt += 1) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
      if (result && result.busy === 0) return;
    }
    throw new Error(
      'The erasure was committed but the WAL could not be emptied: another process kept reading the leads file',
    );
  };

  return {
    async find(address) {
      const normalized = normalizeAddress(address);
      const found = collect(normalized);
      // Rate-limit counters of a server on SQLite live in its memory for a minute: nothing on disk.
      const data: PersonalData = { address: normalized, ...found, rateLimitKeys: [] };
      return data;
    },
    async erase(address) {
      const normalized = normalizeAddress(address);
      const counts = db
        .transaction((): ErasureCounts => {
          const found = collect(normalized);
          const leadIds = JSON.stringify(found.leads.map((lead) => lead.id));
          const keyIds = JSON.stringify(found.idempotencyKeys.map((key) => key.key));
          const keys = db
            .prepare('DELETE FROM idempotency_keys WHERE key IN (SELECT value FROM json_each(?))')
            .run(keyIds).changes;
          deleteKeys.run(leadIds);
          const leads = deleteLeads.run(leadIds).changes;
          const signups = found.signups.length
            ? db
                .prepare('DELETE FROM pending_signups WHERE id IN (SELECT value FROM json_each(?))')
                .run(JSON.stringify(found.signups.map((signup) => signup.id))).changes
            : 0;
          return { leads, signups, idempotencyKeys: keys, rateLimitKeys: 0 };
        })
        .immediate();
      checkpoint();
      return counts;
    },
    async forgetSentPrivacyJobs() {
      const deleted = deleteSentJobs.run().changes;
      if (deleted > 0) checkpoint();
      return { deleted, waiting: countWaitingJobs.get()?.n ?? 0 };
    },
    async close() {
      db.close();
    },
  };
}
