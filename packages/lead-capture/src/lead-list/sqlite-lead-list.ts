import type Database from 'better-sqlite3';
import { CONFIRMED_JOB_PREFIX } from '../consent/confirmed-job.js';
import { PRIVACY_JOB_PREFIX } from '../erasure/personal-data.js';
import type { LeadRow } from '../sqlite/lead-row.js';
import {
  searchPattern,
  searchText,
  STANDING_STATES,
  toListedLead,
  toPage,
  type LeadList,
  type LeadListQuery,
} from './lead-list.js';

/** The name a lead gives: `name` on contact and join, `firstName` on newsletter signups. */
const NAME = `lower(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.firstName'), ''))`;
const EMAIL = `lower(coalesce(json_extract(payload, '$.email'), ''))`;

/**
 * The owner's list on the SQLite outbox (its reads; its writes go through the outbox's writer), read on the calling thread (WAL: a reader never waits for
 * the writer thread). The statement is built from the criteria given, so each shape is one plain
 * query; shapes are few (16) and cached. A payload that is not JSON never matches a search
 * (`json_valid` first: `json_extract` would fail the whole query on it). Filters are written
 * `+kind`, `+state` so SQLite walks the newest-first index and stops at the page's end instead of
 * sorting every lead of a state.
 */
export function sqliteLeadList(db: Database.Database): Pick<LeadList, 'listLeads' | 'getLead'> {
  const statements = new Map<string, Database.Statement<unknown[], LeadRow>>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare<unknown[], LeadRow>(sql)));
    return statement;
  };
  const byId = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  return {
    async getLead(id) {
      const row = byId.get(id);
      return row ? toListedLead(row) : null;
    },
    async listLeads(query: LeadListQuery) {
      // Erasure jobs carry an address to Omnisend; they are not leads, and are deleted once sent.
      const where: string[] = [
        `substr(id, 1, ${PRIVACY_JOB_PREFIX.length}) <> '${PRIVACY_JOB_PREFIX}'`,
        // A confirmed signup is listed once, as its confirmed subscription (one key lookup per row).
        `NOT EXISTS (SELECT 1 FROM leads AS confirmed WHERE confirmed.id = '${CONFIRMED_JOB_PREFIX}' || leads.id)`,
      ];
      const params: unknown[] = [];
      if (query.kind) {
        where.push('+kind = ?');
        params.push(query.kind);
      }
      if (query.standing) {
        const states = STANDING_STATES[query.standing];
        where.push(`+state IN (${states.map(() => '?').join(', ')})`);
        params.push(...states);
      }
      const search = searchText(query.search);
      if (search) {
        const pattern = searchPattern(search);
        // A raw text match first is cheap and rules out most rows before any JSON is parsed; it
        // is exact only for text JSON writes as it is (no quote, backslash or surrogate, which
        // JSON.stringify may escape).
        if (!/["\\\ud800-\udfff]/.test(search)) {
          where.push(`payload LIKE ? ESCAPE '\\'`);
          params.push(pattern);
        }
        where.push(`json_valid(payload) AND (${EMAIL} LIKE ? ESCAPE '\\' OR ${NAME} LIKE ? ESCAPE '\\')`);
        params.push(pattern, pattern);
      }
      if (query.after) {
        where.push('(created_at < ? OR (created_at = ? AND id < ?))');
        params.push(query.after.createdAt, query.after.createdAt, query.after.id);
      }
      const sql = `SELECT * FROM leads WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`;
      return toPage(prepare(sql).all(...params, query.limit + 1), query.limit);
    },
  };
}
