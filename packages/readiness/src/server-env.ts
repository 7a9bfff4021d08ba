import { DEFAULT_VARIABLES } from './spec';
import { isSet } from './validators';
import {
  atMost,
  filePath,
  hostName,
  mailAddress,
  onOff,
  originList,
  originUrl,
  postgresUrl,
  proxyTrust,
  schemaName,
  secureUrl,
  sentryDsn,
  smtpUrl,
  wholeNumber,
  zeroPrefix,
} from './server-validators';
import type { Validator } from './types';

/** One environment variable the site server reads at start-up. Every one is optional. */
export interface ServerVariableSpec {
  key: string;
  /** A secret: problems name it and what is wrong, never its value or a part of it. */
  secret: boolean;
  description: string;
  validator: Validator;
  /** A value that is certainly not real (the `.env.example` placeholder); refused like a bad value. */
  placeholder?: string;
}

/** A variable that is wrong, and what is wrong with it, in words that never quote a secret. */
export interface ServerEnvProblem {
  key: string;
  problem: string;
}

/** An environment as read from the process or from a file: names to raw text. */
export type EnvRecord = Readonly<Record<string, string | undefined>>;

// The Omnisend key is checked exactly as the launch checklist checks it, so the server and
// `launch-ready check` never disagree about the same key.
const omnisendKey = DEFAULT_VARIABLES.find((spec) => spec.key === 'OMNISEND_API_KEY');
if (!omnisendKey) throw new Error('@rooted/readiness: OMNISEND_API_KEY is missing from DEFAULT_VARIABLES');

const signingSecret = atLeast(16);

/** Passes for text of at least `n` characters; the message gives only the length. */
function atLeast(n: number): Validator {
  return (value) =>
    value.trim().length >= n
      ? true
      : `length ${value.trim().length}, needs at least ${n} (32 random bytes recommended)`;
}

/**
 * Every variable the site server reads, in the order its README lists them. The server's config
 * schema refines each one with these validators, and `launch-ready server-env` checks a file with
 * them, so a value the CLI passes is a value the server starts with.
 */
export const SERVER_VARIABLES: readonly ServerVariableSpec[] = [
  {
    key: 'PORT',
    secret: false,
    description: 'Port to listen on (default 4173; 0 picks a free one).',
    validator: wholeNumber(0, 65535),
  },
  { key: 'HOST', secret: false, description: 'Address to listen on (default 127.0.0.1).', validator: hostName },
  {
    key: 'NODE_ENV',
    secret: false,
    description: 'React build the server loads (set to production by the entry when unset).',
    validator: atMost(64),
  },
  {
    key: 'PUBLIC_URL',
    secret: false,
    description:
      'The public origin used in mailed links (default: first ALLOWED_ORIGINS entry, else the server address).',
    validator: originUrl,
  },
  {
    key: 'ALLOWED_ORIGINS',
    secret: false,
    description: 'Origins allowed to post forms and beacons, commas or spaces between (default: the request host).',
    validator: originList,
  },
  {
    key: 'TRUST_PROXY',
    secret: false,
    description: 'Whose X-Forwarded-For to believe: loopback (default), true, false or a number of hops.',
    validator: proxyTrust,
  },
  {
    key: 'DATABASE_URL',
    secret: true,
    description:
      'postgres:// URL: every store lives in PostgreSQL (for several instances); the *_DB files are then ignored.',
    validator: postgresUrl,
  },
  {
    key: 'DATABASE_SCHEMA',
    secret: false,
    description: 'PostgreSQL schema for every table (default public).',
    validator: schemaName,
  },
  {
    key: 'LEADS_DB',
    secret: false,
    description: 'SQLite lead outbox (default apps/site/data/leads.db); relative to the working directory.',
    validator: filePath,
  },
  {
    key: 'TELEMETRY_DB',
    secret: false,
    description: 'SQLite error reports and vitals (default apps/site/data/telemetry.db).',
    validator: filePath,
  },
  {
    key: 'SITE_DB',
    secret: false,
    description: 'SQLite owners, sessions, content versions and pictures (default apps/site/data/site.db).',
    validator: filePath,
  },
  {
    key: 'OMNISEND_API_KEY',
    secret: true,
    description: 'Omnisend API key; without it leads wait in the outbox.',
    validator: omnisendKey.validator,
    ...(omnisendKey.placeholder !== undefined ? { placeholder: omnisendKey.placeholder } : {}),
  },
  {
    key: 'OMNISEND_API_URL',
    secret: false,
    description: 'Omnisend API base (default the real v3 API); https, or http to this machine.',
    validator: secureUrl,
  },
  {
    key: 'OPERATOR_TOKEN',
    secret: true,
    description: 'Bearer token of the operator routes (lead status, telemetry); without it they answer 404.',
    validator: atMost(512),
  },
  {
    key: 'LEADS_ADMIN_TOKEN',
    secret: true,
    description: 'The old name of OPERATOR_TOKEN, still read (with a warning) until the next minor release.',
    validator: atMost(512),
  },
  {
    key: 'LEADS_SIGNING_SECRET',
    secret: true,
    description: 'Signs form tokens and confirmation links; needed with DATABASE_URL.',
    validator: signingSecret,
  },
  {
    key: 'LEADS_SIGNING_SECRET_PREVIOUS',
    secret: true,
    description: 'The secret before the last rotation, still accepted.',
    validator: signingSecret,
  },
  {
    key: 'LEADS_DOUBLE_OPT_IN',
    secret: false,
    description: 'false turns double opt-in off (default on).',
    validator: onOff,
  },
  {
    key: 'LEADS_POW_PREFIX',
    secret: false,
    description: 'Proof-of-work difficulty: one to six zeros (default 000).',
    validator: zeroPrefix,
  },
  {
    key: 'SMTP_URL',
    secret: true,
    description:
      "The owner's own mail server, as a nodemailer URL (smtp://user:password@mail.example:587): owner notifications and privacy mails. Without it they wait.",
    validator: smtpUrl,
  },
  {
    key: 'MAIL_FROM',
    secret: false,
    description: 'The sender of those mails, e.g. Rooted <hello@rooted.example>; needed with SMTP_URL.',
    validator: mailAddress,
  },
  {
    key: 'TELEMETRY_RETENTION_DAYS',
    secret: false,
    description: 'Days of error groups and vitals kept (default 90).',
    validator: wholeNumber(1),
  },
  {
    key: 'SENTRY_DSN',
    secret: true,
    description: 'Forward error reports to this Sentry-compatible DSN.',
    validator: sentryDsn,
  },
  {
    key: 'SENTRY_ENVIRONMENT',
    secret: false,
    description: 'The environment of forwarded events (default production).',
    validator: atMost(64),
  },
  {
    key: 'BACKUP_DIR',
    secret: false,
    description:
      'Folder of the daily backups and the erasure ledger (default apps/site/data/backups); copy it off the machine.',
    validator: filePath,
  },
  {
    key: 'BACKUP_KEEP_DAYS',
    secret: false,
    description: 'Days of daily backups kept in BACKUP_DIR (default 7).',
    validator: wholeNumber(1, 3650),
  },
  {
    key: 'BACKUP_SCHEDULE',
    secret: false,
    description:
      'on (default): the server backs its SQLite files up every day; off: it makes none (test servers, or backups run by the operator).',
    validator: onOff,
  },
  {
    key: 'CONTENT_BUILD_HOOK',
    secret: true,
    description: 'URL POSTed after every publish (static hosting rebuilds).',
    validator: secureUrl,
  },
  {
    key: 'ROOTED_BUILD_ANALYTICS',
    secret: false,
    description: 'Set by the build: the client was built with analytics (allows its hosts in the CSP).',
    validator: onOff,
  },
];

/** Checks one variable as the server uses it (trimmed; empty means unset). `undefined` when it passes. */
export function checkServerVariable(spec: ServerVariableSpec, raw: string | undefined): string | undefined {
  if (!isSet(raw)) return undefined;
  const value = raw.trim();
  if (spec.placeholder !== undefined && value === spec.placeholder) return 'is still the placeholder';
  const verdict = spec.validator(value);
  return verdict === true ? undefined : verdict;
}

/** The rules between variables: settings that are each fine alone but wrong together. */
export function checkServerEnvRelations(env: EnvRecord): ServerEnvProblem[] {
  const problems: ServerEnvProblem[] = [];
  // Two different tokens under the old and the new name: which one the operator means is a guess.
  for (const [old, current] of Object.entries(RENAMED_VARIABLES)) {
    if (isSet(env[old]) && isSet(env[current]) && env[old]!.trim() !== env[current]!.trim())
      problems.push({
        key: current,
        problem: `and ${old} (its old name) are both set, to different values: keep ${current} only`,
      });
  }
  if (isSet(env.LEADS_SIGNING_SECRET_PREVIOUS) && !isSet(env.LEADS_SIGNING_SECRET)) {
    problems.push({
      key: 'LEADS_SIGNING_SECRET_PREVIOUS',
      problem: 'is set without LEADS_SIGNING_SECRET: set the new secret too',
    });
  }
  // Every instance must sign alike; a secret generated into one machine's file will not do.
  if (isSet(env.DATABASE_URL) && !isSet(env.LEADS_SIGNING_SECRET)) {
    problems.push({
      key: 'LEADS_SIGNING_SECRET',
      problem: 'is needed with DATABASE_URL: every instance must sign with the same secret',
    });
  }
  // A mail server accepts mail only from an address it knows; guessing one from the login would bounce.
  if (isSet(env.SMTP_URL) && !isSet(env.MAIL_FROM)) {
    problems.push({ key: 'MAIL_FROM', problem: 'is needed with SMTP_URL: the address the mails are sent from' });
  }
  return problems;
}

/** Variables renamed, old name to new: the old one is still read for one minor release. */
export const RENAMED_VARIABLES: Readonly<Record<string, string>> = { LEADS_ADMIN_TOKEN: 'OPERATOR_TOKEN' };

/** A warning for each old name set in `env` (never its value): rename it before the next minor release. */
export function renamedVariableWarnings(env: EnvRecord): ServerEnvProblem[] {
  return Object.entries(RENAMED_VARIABLES)
    .filter(([old]) => isSet(env[old]))
    .map(([old, current]) => ({
      key: old,
      problem: `is the old name of ${current}, read until the next minor release: rename it to ${current}`,
    }));
}

/**
 * Settings the server starts with but that are likely unsafe, as warnings. `TRUST_PROXY` other
 * than loopback believes `X-Forwarded-For` from whatever it names: if clients can reach the server
 * without that proxy, they choose their own address for every per-client limit (sign-in, forms).
 * It must only be set when the proxy is the only way in, and a site behind such a proxy should name
 * its https address (`PUBLIC_URL` or `ALLOWED_ORIGINS`), or it trusts the Host header for both.
 */
export function serverEnvWarnings(env: EnvRecord): ServerEnvProblem[] {
  const warnings: ServerEnvProblem[] = renamedVariableWarnings(env);
  const trust = env.TRUST_PROXY?.trim().toLowerCase();
  if (isSet(trust) && trust !== 'loopback' && trust !== 'false' && trust !== '0') {
    const https = [env.PUBLIC_URL, ...(env.ALLOWED_ORIGINS ?? '').split(/[\s,]+/)].some(
      (value) => isSet(value) && value.trim().startsWith('https://'),
    );
    if (!https) {
      warnings.push({
        key: 'TRUST_PROXY',
        problem:
          'is set without an https PUBLIC_URL or ALLOWED_ORIGINS: set only when the proxy is the only way to reach the server, and name the site’s https address',
      });
    }
  }
  const schedule = env.BACKUP_SCHEDULE?.trim().toLowerCase();
  if (isSet(schedule) && ['false', '0', 'off', 'no'].includes(schedule) && !isSet(env.DATABASE_URL)) {
    warnings.push({
      key: 'BACKUP_SCHEDULE',
      problem:
        'is off: the server makes no backups of its own, so run `site-backup create` on a timer of yours or a lost disk loses the data',
    });
  }
  return warnings;
}

/**
 * Every problem with a server environment, in {@link SERVER_VARIABLES} order, then the rules
 * between variables. Empty when the server would start with it. Never quotes a value.
 */
export function checkServerEnv(env: EnvRecord): ServerEnvProblem[] {
  const problems: ServerEnvProblem[] = [];
  for (const spec of SERVER_VARIABLES) {
    const problem = checkServerVariable(spec, env[spec.key]);
    if (problem !== undefined) problems.push({ key: spec.key, problem });
  }
  return [...problems, ...checkServerEnvRelations(env)];
}

/** One line per problem, as the server and the CLI print them: `NAME problem`. */
export function formatServerEnvProblems(problems: readonly ServerEnvProblem[]): string {
  return problems.map(({ key, problem }) => `  ${key} ${problem}`).join('\n');
}
