/**
 * The PostgreSQL {@link PersonalDataStore}: the outbox's `leads` and `idempotency_keys`, the
 * double opt-in's `pending_signups` and the shared `rate_limits`, in one transaction.
 *
 * A deleted row's bytes are not gone at once: PostgreSQL marks the old tuple dead and `VACUUM`
 * later makes its space reusable without overwriting it, so the bytes stay in the table's files
 * (and in WAL segments and backups) until the space is reused. See the decision record on
 * erasure for what that means and what an operator can do.
 */
import { ipRateLimitKey } from '@rooted/server-kit';
import type { Sql } from 'postgres';
import type { LeadConsent, LeadData, LeadState } from '../lead.js';
import { parseLeadRow } from '../sqlite/lead-row.js';
import { toLeadRow, type PgLeadRow } from '../postgres/lead-rows.js';
import {
  consentIps,
  ERASURE_JOB_PREFIX,
  PRIVACY_JOB_PREFIX,
  UPDATE_JOB_PREFIX,
  isoOrNull,
  normalizeAddress,
  damagedLead,
  textHolds,
  type ExportedLead,
  type ExportedSignup,
  type PersonalData,
  type PersonalDataStore,
} from './personal-data.js';

interface SignupRow {
  id: string;
  data: string;
  consent: string;
  requested_at: string;
  confirmed_at: string | null;
}

/**
 * The store on a pool migrated with the lead API's `STORE_FEATURES` (outbox, rate limits,
 * consent). Rows whose JSON cannot be read back are skipped, never fail the search.
 */
export function postgresPersonalDataOn(sql: Sql, schema: string): PersonalDataStore {
  const leadsTable = sql(`${schema}.leads`);
  const keysTable = sql(`${schema}.idempotency_keys`);
  const signupsTable = sql(`${schema}.pending_signups`);
  const limitsTable = sql(`${schema}.rate_limits`);
  const isJob = (prefix = PRIVACY_JOB_PREFIX) => sql`starts_with(id, ${prefix})`;

  const collect = async (tx: Sql, address: string, lock: boolean) => {
    // Jobs that carry out a request are no one's data; a correction waiting for Omnisend is.
    // The payload is text; a LIKE on it narrows the rows before any is parsed, and the parsed
    // address is then compared exactly (a damaged payload by its text).
    // An address JSON writes escaped (a quote, a backslash, a control character) reads every row;
    // so does a payload with a `%` or `&`, where the address may hide encoded (see textHolds).
    const asStored = JSON.stringify(address) === `"${address}"`;
    const pattern = asStored ? `%${address.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : '%';
    const forUpdate = lock ? tx`FOR UPDATE` : tx``;
    const leadRows = await tx<PgLeadRow[]>`
      SELECT * FROM ${leadsTable} WHERE (NOT ${isJob()} OR ${isJob(UPDATE_JOB_PREFIX)})
        AND (lower(payload) LIKE ${pattern} OR strpos(payload, '%') > 0 OR strpos(payload, '&') > 0)
        ORDER BY created_at, id ${forUpdate}`;
    const leads: ExportedLead[] = [];
    for (const pg of leadRows) {
      const row = toLeadRow(pg);
      const parsed = parseLeadRow(row);
      if (!parsed.ok) {
        // A record that cannot be read back (not JSON, or not a lead) is found by its text.
        if (textHolds(row.payload, address)) leads.push({ ...damagedLead(row), stored: row.payload });
        continue;
      }
      if (parsed.data.email !== address) continue;
      leads.push({
        id: row.id,
        form: parsed.data.kind,
        state: row.state as LeadState,
        receivedAt: new Date(row.created_at).toISOString(),
        deliveredAt: isoOrNull(row.delivered_at),
        data: parsed.data,
        ...(parsed.consent ? { consent: parsed.consent } : {}),
      });
    }
    const signupRows = await tx<SignupRow[]>`
      SELECT id, data, consent, requested_at, confirmed_at FROM ${signupsTable} WHERE data LIKE ${pattern} ORDER BY requested_at ${forUpdate}`;
    const signups: ExportedSignup[] = [];
    for (const row of signupRows) {
      let data: LeadData;
      let consent: LeadConsent;
      try {
        data = JSON.parse(row.data) as LeadData;
        consent = JSON.parse(row.consent) as LeadConsent;
      } catch {
        continue;
      }
      if (data?.email !== address) continue;
      signups.push({
        id: row.id,
        requestedAt: new Date(Number(row.requested_at)).toISOString(),
        confirmedAt: isoOrNull(row.confirmed_at === null ? null : Number(row.confirmed_at)),
        data,
        consent,
      });
    }
    const owners = leads.map((lead) => lead.id);
    const confirmKeys = signups.map((signup) => `confirm:${signup.id}`);
    const keyRows = await tx<{ key: string; lead_id: string; created_at: string }[]>`
      SELECT key, lead_id, created_at FROM ${keysTable}
      WHERE lead_id = ANY(${tx.array(owners)}::text[]) OR key = ANY(${tx.array(confirmKeys)}::text[]) ORDER BY created_at`;
    const ips = consentIps([...leads.map((lead) => lead.consent), ...signups.map((signup) => signup.consent)]);
    // Counters end in `|<client key>` (the lead API's and the form posts'), or hold the address
    // itself. The key is the address as the guards group it: an IPv6 client by its /64, an
    // IPv4-mapped one as IPv4; the consent record holds the full address, so both are matched.
    const clientKeys = [...new Set(ips.flatMap((ip) => [ip, ipRateLimitKey(ip)]))];
    const limitRows = await tx<{ key: string }[]>`
      SELECT key FROM ${limitsTable}
      WHERE strpos(lower(key), ${address}) > 0
         OR EXISTS (SELECT 1 FROM unnest(${tx.array(clientKeys)}::text[]) AS ip WHERE right(key, length(ip) + 1) = '|' || ip)
      ORDER BY key`;
    return {
      leads,
      signups,
      idempotencyKeys: keyRows.map((key) => ({
        key: key.key,
        leadId: key.lead_id,
        createdAt: new Date(Number(key.created_at)).toISOString(),
      })),
      rateLimitKeys: limitRows.map((row) => row.key),
    };
  };

  return {
    async find(address) {
      const normalized = normalizeAddress(address);
      const found: PersonalData = { address: normalized, ...(await collect(sql, normalized, false)) };
      return found;
    },
    async erase(address) {
      const normalized = normalizeAddress(address);
      return await sql.begin(async (tx) => {
        const found = await collect(tx as unknown as Sql, normalized, true);
        const leadIds = found.leads.map((lead) => lead.id);
        const keys = found.idempotencyKeys.map((key) => key.key);
        const keyCount = (
          await tx`DELETE FROM ${keysTable} WHERE key = ANY(${tx.array(keys)}::text[]) OR lead_id = ANY(${tx.array(leadIds)}::text[])`
        ).count;
        const leads = (await tx`DELETE FROM ${leadsTable} WHERE id = ANY(${tx.array(leadIds)}::text[])`).count;
        const signups = (
          await tx`DELETE FROM ${signupsTable} WHERE id = ANY(${tx.array(found.signups.map((signup) => signup.id))}::text[])`
        ).count;
        const rateLimitKeys = (
          await tx`DELETE FROM ${limitsTable} WHERE key = ANY(${tx.array(found.rateLimitKeys)}::text[])`
        ).count;
        return { leads, signups, idempotencyKeys: keyCount, rateLimitKeys };
      });
    },
    async forgetSentPrivacyJobs() {
      const deleted = (await sql`DELETE FROM ${leadsTable} WHERE ${isJob()} AND state = 'delivered'`).count;
      const [waiting] = await sql<
        { n: number }[]
      >`SELECT COUNT(*)::int AS n FROM ${leadsTable} WHERE ${isJob(ERASURE_JOB_PREFIX)} AND state <> 'delivered'`;
      return { deleted, waiting: waiting?.n ?? 0 };
    },
    // The pool belongs to whoever opened it.
    async close() {},
  };
}
