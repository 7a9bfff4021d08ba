import {
  checkServerEnvRelations,
  checkServerVariable,
  SERVER_VARIABLES,
  type ServerVariableSpec,
} from '@rooted/readiness/server-env';
import { join } from 'node:path';
import { z } from 'zod';
import {
  isOn,
  parseAllowedOrigins,
  parseDoubleOptIn,
  parseSigningSecrets,
  parseTrustProxy,
  resolveDbPath,
  resolvePublicUrl,
} from './env-parsers';
import type { ServerConfig } from './server-config';

/** Where relative and default database files resolve. */
export interface ConfigPaths {
  /** The data folder: `leads.db`, `telemetry.db` and `site.db` go here unless a variable names a file. */
  dataDir: string;
  /** Relative `*_DB` paths resolve from here (the working directory). */
  cwd: string;
}

/** Trimmed text, or `undefined` when unset or blank (the server has always read blank as unset). */
const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * One variable: optional text, refined by the same validator `launch-ready server-env` uses, so
 * the two can never disagree. The message names the variable and what is wrong, never the value.
 */
function variable(spec: ServerVariableSpec) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = checkServerVariable(spec, value);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(text);
}

const shape = Object.fromEntries(SERVER_VARIABLES.map((spec) => [spec.key, variable(spec)])) as Record<
  (typeof SERVER_VARIABLES)[number]['key'],
  ReturnType<typeof variable>
>;

/**
 * The server's environment schema: every variable it reads, each checked alone, then the rules
 * between them (run even when a single variable failed, so one start lists every problem).
 * Unknown variables pass through untouched: the process environment holds many.
 */
export const serverEnvSchema = z.looseObject(shape).superRefine(
  (env, ctx) => {
    for (const { key, problem } of checkServerEnvRelations(env as Record<string, string | undefined>)) {
      ctx.addIssue({ code: 'custom', message: problem, path: [key] });
    }
  },
  { when: () => true },
);

/** The checked environment: every known variable as trimmed text or `undefined`. */
export type ServerEnv = z.output<typeof serverEnvSchema>;

/** Turns a checked environment into the typed configuration; every value already passed its validator. */
export function toServerConfig(env: ServerEnv, paths: ConfigPaths): ServerConfig {
  const port = env.PORT === undefined ? 4173 : Number(env.PORT);
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL || allowedOrigins ? resolvePublicUrl(env, '') : undefined,
    allowedOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA ?? 'public' }
      : {
          kind: 'sqlite',
          leadsPath: resolveDbPath(env.LEADS_DB, join(paths.dataDir, 'leads.db'), paths.cwd),
          telemetryPath: resolveDbPath(env.TELEMETRY_DB, join(paths.dataDir, 'telemetry.db'), paths.cwd),
          sitePath: resolveDbPath(env.SITE_DB, join(paths.dataDir, 'site.db'), paths.cwd),
        },
    leads: {
      omnisendApiKey: env.OMNISEND_API_KEY ?? '',
      omnisendApiUrl: env.OMNISEND_API_URL,
      signingSecrets: parseSigningSecrets(env),
      doubleOptIn: parseDoubleOptIn(env.LEADS_DOUBLE_OPT_IN),
      powPrefix: env.LEADS_POW_PREFIX,
    },
    // The old name is read for one minor release; both set and different is refused by the relations.
    adminToken: env.OPERATOR_TOKEN ?? env.LEADS_ADMIN_TOKEN,
    telemetry: {
      retentionDays: env.TELEMETRY_RETENTION_DAYS === undefined ? 90 : Number(env.TELEMETRY_RETENTION_DAYS),
      sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? 'production' } : undefined,
    },
    // The relation rules refuse SMTP_URL without MAIL_FROM, so both are set here or neither is used.
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    contentBuildHook: env.CONTENT_BUILD_HOOK,
    backup: {
      dir: resolveDbPath(env.BACKUP_DIR, join(paths.dataDir, 'backups'), paths.cwd),
      keepDays: env.BACKUP_KEEP_DAYS === undefined ? 7 : Number(env.BACKUP_KEEP_DAYS),
      schedule: env.BACKUP_SCHEDULE === undefined || isOn(env.BACKUP_SCHEDULE),
    },
    analytics: isOn(env.ROOTED_BUILD_ANALYTICS),
  };
}
