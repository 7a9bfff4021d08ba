import { createLeadCapture, type LeadCapture, type LeadCaptureOptions } from '@rooted/lead-capture/node';
import { isAbsolute, resolve } from 'node:path';

/** The environment variables the lead API reads (all optional; `pnpm start` needs none). */
export interface LeadApiEnv {
  /** SQLite outbox file. Relative paths resolve from the working directory. */
  LEADS_DB?: string | undefined;
  /** Omnisend API key; without it delivery is paused and leads wait in the outbox. */
  OMNISEND_API_KEY?: string | undefined;
  /** Omnisend base URL (default the real v3 API; tests point it at the fake). */
  OMNISEND_API_URL?: string | undefined;
  /** Bearer token for `GET /api/leads/status`; without it that route answers 404. */
  LEADS_ADMIN_TOKEN?: string | undefined;
  /** `1`/`true` behind one reverse proxy, or the number of trusted proxy hops. */
  TRUST_PROXY?: string | undefined;
}

/** Reads `TRUST_PROXY`: `1`/`true` → one hop, a number → that many hops, anything else → none. */
export function parseTrustProxy(value: string | undefined): boolean | number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'true' || text === 'yes') return true;
  const hops = Number(text);
  return Number.isInteger(hops) && hops > 0 ? hops : false;
}

/**
 * Turns the environment into `createLeadCapture` options. `defaultDbPath` is used when
 * `LEADS_DB` is unset (the server passes `apps/site/data/leads.db`, resolved from its bundle).
 */
export function leadCaptureOptions(env: LeadApiEnv, defaultDbPath: string, cwd: string = process.cwd()): LeadCaptureOptions {
  const db = env.LEADS_DB?.trim();
  const apiKey = env.OMNISEND_API_KEY?.trim() ?? '';
  const baseUrl = env.OMNISEND_API_URL?.trim();
  const adminToken = env.LEADS_ADMIN_TOKEN?.trim();
  return {
    dbPath: db ? (isAbsolute(db) ? db : resolve(cwd, db)) : defaultDbPath,
    omnisend: { apiKey, ...(baseUrl ? { baseUrl } : {}) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(adminToken ? { adminToken } : {}),
  };
}

/** The lead API for the site server: SQLite outbox, `/api/leads` handler, delivery worker. */
export function createLeadApi(env: LeadApiEnv, defaultDbPath: string): LeadCapture {
  return createLeadCapture(leadCaptureOptions(env, defaultDbPath));
}
