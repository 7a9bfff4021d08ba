import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MAX_PASSWORD_LENGTH, passwordProblem as problemWith } from './password-rules';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (about 32 MiB and a few tens of milliseconds per hash).
 * Slow enough that a stolen database does not give passwords away cheaply, fast enough for a
 * sign-in. Stored with each hash, so raising it later keeps old hashes valid.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, cost: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored` (compared in constant time); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Why a new password is refused, in words for the owner, or undefined: the rules of password-rules.ts. */
export function passwordProblem(password: string, email: string, siteName?: string): string | undefined {
  return problemWith(password, { email, siteName });
}
