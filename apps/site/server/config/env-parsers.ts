import { normalizeOrigin, type TrustProxy } from '@rooted/server-kit';
import { isAbsolute, resolve } from 'node:path';

/**
 * The readers of single variables. The config schema runs them once at start-up, after the
 * readiness validators accepted the value; they stay strict on their own too, since a few tests
 * and tools build options from a hand-written environment.
 */

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
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin; write scheme and host, e.g. https://rooted.example`,
      );
    }
    return origin;
  });
}

/** Reads `LEADS_DOUBLE_OPT_IN`: on unless it says `false`, `0`, `off` or `no`. */
export function parseDoubleOptIn(value: string | undefined): boolean {
  return !['false', '0', 'off', 'no'].includes(value?.trim().toLowerCase() ?? '');
}

/** Reads an on/off variable: on only when it says `true`, `1`, `on` or `yes`. */
export function isOn(value: string | undefined): boolean {
  return ['true', '1', 'on', 'yes'].includes(value?.trim().toLowerCase() ?? '');
}

/** The signing secret variables. */
export interface SigningSecretsEnv {
  LEADS_SIGNING_SECRET?: string | undefined;
  LEADS_SIGNING_SECRET_PREVIOUS?: string | undefined;
}

/** The signing secrets from the environment, current first; empty when none is set (a generated one is used). */
export function parseSigningSecrets(env: SigningSecretsEnv): string[] {
  const current = env.LEADS_SIGNING_SECRET?.trim() ?? '';
  const previous = env.LEADS_SIGNING_SECRET_PREVIOUS?.trim() ?? '';
  if (current === '' && previous !== '') {
    throw new Error('LEADS_SIGNING_SECRET_PREVIOUS is set without LEADS_SIGNING_SECRET: set the new secret too');
  }
  for (const [name, value] of [
    ['LEADS_SIGNING_SECRET', current],
    ['LEADS_SIGNING_SECRET_PREVIOUS', previous],
  ] as const) {
    if (value !== '' && value.length < 16)
      throw new Error(`${name} must be at least 16 characters long (32 random bytes recommended)`);
  }
  return [current, previous].filter((secret) => secret !== '');
}

/** `PUBLIC_URL`, else the first allowed origin, else `fallback` (the server's own address). */
export function resolvePublicUrl(
  env: { PUBLIC_URL?: string | undefined; ALLOWED_ORIGINS?: string | undefined },
  fallback: string,
): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    const origin = normalizeOrigin(configured);
    if (origin === null)
      throw new Error(
        `PUBLIC_URL: "${configured}" is not an origin; write scheme and host, e.g. https://rooted.example`,
      );
    return origin;
  }
  return parseAllowedOrigins(env.ALLOWED_ORIGINS)?.[0] ?? fallback;
}

/** Resolves a database file variable: relative paths from the working directory; `defaultPath` when unset. */
export function resolveDbPath(value: string | undefined, defaultPath: string, cwd: string): string {
  const path = value?.trim();
  return path ? (isAbsolute(path) ? path : resolve(cwd, path)) : defaultPath;
}
