import { normalizeOrigin, type TrustProxy } from '@rooted/lead-capture';
import type { Outbox } from '@rooted/lead-capture';
import { createLeadCapture, type LeadCapture, type LeadCaptureOptions } from '@rooted/lead-capture/node';
import { isAbsolute, resolve } from 'node:path';

/** The environment variables the lead API reads (all optional; `pnpm start` needs none). */
export interface LeadApiEnv {
  /** SQLite outbox file. Relative paths resolve from the working directory. */
  LEADS_DB?: string | undefined;
  /**
   * `postgres://…`: every piece of the lead API's state (outbox, idempotency keys, rate limits)
   * lives in this PostgreSQL database instead, so several instances can share it. `LEADS_DB` is
   * then ignored.
   */
  DATABASE_URL?: string | undefined;
  /** Schema for those tables (default `public`), e.g. when sites share one database. */
  DATABASE_SCHEMA?: string | undefined;
  /** Omnisend API key; without it delivery is paused and leads wait in the outbox. */
  OMNISEND_API_KEY?: string | undefined;
  /** Omnisend base URL (default the real v3 API; tests point it at the fake). */
  OMNISEND_API_URL?: string | undefined;
  /** Bearer token for `GET /api/leads/status`; without it that route answers 404. */
  LEADS_ADMIN_TOKEN?: string | undefined;
  /**
   * Whose `X-Forwarded-For` to believe. Unset or `loopback`: a proxy on this machine (the shipped
   * setup); `true`/`1`: one hop from any peer; a number: that many hops; `false`/`0`: never.
   */
  TRUST_PROXY?: string | undefined;
  /** Comma-separated origins allowed to post leads, e.g. `https://rooted.example`. Default: the request's host. */
  ALLOWED_ORIGINS?: string | undefined;
}

/**
 * Reads `TRUST_PROXY`: unset or `loopback` → loopback peers only, `true`/`yes` → one hop from any
 * peer, a whole number → that many hops, `false`/`0`/anything else → never (a typo must not open
 * the door to forged addresses).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'loopback') return 'loopback';
  if (text === 'true' || text === 'yes') return true;
  const hops = Number(text);
  return Number.isInteger(hops) && hops > 0 ? hops : false;
}

/** Reads `ALLOWED_ORIGINS` (commas or spaces between entries); throws naming the entry that is not an origin. */
export function parseAllowedOrigins(value: string | undefined): string[] | undefined {
  const entries = (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    const origin = normalizeOrigin(entry);
    if (origin === null) {
      throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin; write scheme and host, e.g. https://rooted.example`);
    }
    return origin;
  });
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
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  return {
    dbPath: db ? (isAbsolute(db) ? db : resolve(cwd, db)) : defaultDbPath,
    omnisend: { apiKey, ...(baseUrl ? { baseUrl } : {}) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(adminToken ? { adminToken } : {}),
    ...(allowedOrigins ? { allowedOrigins } : {}),
  };
}

/** The lead API for the site server: SQLite outbox, `/api/leads` handler, delivery worker. */
export function createLeadApi(env: LeadApiEnv, defaultDbPath: string): LeadCapture {
  return createLeadCapture(leadCaptureOptions(env, defaultDbPath));
}

/** True when `DATABASE_URL` asks for PostgreSQL; throws on a value that is neither empty nor a postgres URL. */
export function wantsPostgres(env: LeadApiEnv): boolean {
  const url = env.DATABASE_URL?.trim() ?? '';
  if (url === '') return false;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return true;
}

/**
 * The lead API as the server starts it: on PostgreSQL when `DATABASE_URL` is set (the client is
 * loaded only then), otherwise on the SQLite file exactly as {@link createLeadApi}.
 */
export async function openLeadApi(env: LeadApiEnv, defaultDbPath: string): Promise<LeadCapture<Outbox>> {
  if (!wantsPostgres(env)) return createLeadApi(env, defaultDbPath);
  const { openPostgresStores } = await import('@rooted/lead-capture/postgres');
  const schema = env.DATABASE_SCHEMA?.trim();
  const stores = await openPostgresStores({ connectionString: (env.DATABASE_URL as string).trim(), ...(schema ? { schema } : {}) });
  const { dbPath: _unused, ...options } = leadCaptureOptions(env, defaultDbPath);
  return createLeadCapture({ ...options, stores });
}
