/**
 * The self-hosted proof of work (ALTCHA): the server hands out a signed challenge bound to a form
 * token's nonce; the browser finds a counter whose SHA-256 key starts with the required prefix and
 * sends it with the lead. No third party is involved. Edge-safe: digests.ts picks `node:crypto`
 * where there is one and Web Crypto elsewhere.
 */
import { createChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { bytesEqual, digests } from './digests.js';
import type { SigningKeys } from './signing.js';

/**
 * Default difficulty: the derived key must start with three zero hex digits (1 in 4096 counters).
 * Measured with `pnpm --filter @rooted/lead-capture bench:pow`: see docs/decisions/0029.
 */
export const DEFAULT_POW_KEY_PREFIX = '000';

/** What the browser sends back: the challenge as issued and the counter it found. */
export interface ProofOfWork {
  challenge: Challenge;
  solution: Solution;
}

/** Why a proof was refused. */
export type ProofProblem = 'missing' | 'invalid' | 'wrong-form';

/** Creates a challenge bound to the form token's nonce, so a proof cannot be reused with another token. */
export async function createFormChallenge(
  nonce: string,
  keys: SigningKeys,
  keyPrefix = DEFAULT_POW_KEY_PREFIX,
): Promise<Challenge> {
  return await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix,
    deriveKey,
    hmacSignatureSecret: keys[0],
    data: { n: nonce },
  });
}

/** Checks a proof: signed by one of our keys, bound to `nonce`, and actually solved. */
export async function verifyFormProof(
  proof: unknown,
  nonce: string,
  keys: SigningKeys,
): Promise<{ ok: true } | { ok: false; problem: ProofProblem }> {
  if (proof === undefined || proof === null) return { ok: false, problem: 'missing' };
  if (typeof proof !== 'object' || Array.isArray(proof)) return { ok: false, problem: 'invalid' };
  const { challenge, solution } = proof as Partial<ProofOfWork>;
  if (
    typeof challenge !== 'object' ||
    challenge === null ||
    typeof challenge.parameters !== 'object' ||
    challenge.parameters === null
  ) {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof solution !== 'object' || solution === null) return { ok: false, problem: 'invalid' };
  // Expiry is the form token's (checked on our own clock), so the challenge carries none.
  const parameters = challenge.parameters;
  if (
    parameters.algorithm !== 'SHA-256' ||
    parameters.cost !== 1 ||
    typeof parameters.keyPrefix !== 'string' ||
    parameters.keyPrefix.length > 16
  ) {
    return { ok: false, problem: 'invalid' };
  }
  for (const secret of keys) {
    const verdict = await verifySolved(parameters, challenge.signature, solution, secret);
    if (verdict === 'unsigned') continue;
    if (verdict === 'unsolved') return { ok: false, problem: 'invalid' };
    return parameters.data?.n === nonce ? { ok: true } : { ok: false, problem: 'wrong-form' };
  }
  return { ok: false, problem: 'invalid' };
}

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/;
const MAX_COUNTER = 0xffffffff;

/**
 * altcha-lib's `verifySolution` for our challenges (SHA-256, cost 1, a counter of 32 bits, no key
 * signature), step for step, on digests.ts: the library computes its HMAC and hash through Web
 * Crypto, two thread-pool round trips per lead on Node. Its verdicts are kept exactly (a test
 * holds the two side by side): 'unsigned' where it says `invalidSignature`, 'unsolved' where it
 * says expired or not verified.
 */
export async function verifySolved(
  parameters: Challenge['parameters'],
  signature: unknown,
  solution: Partial<Solution>,
  secret: string,
): Promise<'solved' | 'unsigned' | 'unsolved'> {
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000) return 'unsolved';
  if (!signature) return 'unsigned';
  const expected = toHex(await digests.hmacSha256(secret, canonicalJson(parameters)));
  if (typeof signature !== 'string' || !bytesEqual(encoder.encode(signature), encoder.encode(expected)))
    return 'unsigned';
  const { derivedKey, counter } = solution;
  if (
    typeof derivedKey !== 'string' ||
    !HEX_BYTES.test(derivedKey) ||
    !Number.isInteger(counter) ||
    (counter as number) < 0 ||
    (counter as number) > MAX_COUNTER
  ) {
    return 'unsolved';
  }
  // Signed by us, so these are hex; a key that says otherwise is refused, never thrown on.
  const salt = fromHex(parameters.salt);
  const challengeNonce = fromHex(parameters.nonce);
  if (!salt || !challengeNonce) return 'unsolved';
  const password = new Uint8Array(salt.length + challengeNonce.length + 4);
  password.set(salt, 0);
  password.set(challengeNonce, salt.length);
  new DataView(password.buffer).setUint32(salt.length + challengeNonce.length, counter as number, false);
  const key = toHex((await digests.sha256(password)).subarray(0, parameters.keyLength ?? 32));
  const keyMatches = bytesEqual(encoder.encode(key), encoder.encode(derivedKey));
  return keyMatches && key.startsWith(parameters.keyPrefix.toLowerCase()) ? 'solved' : 'unsolved';
}

const encoder = new TextEncoder();

/** Two hex digits per byte value, so a digest becomes text in one pass of lookups. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}

function fromHex(hex: unknown): Uint8Array | null {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    const high = hexDigit(hex.charCodeAt(i * 2));
    const low = hexDigit(hex.charCodeAt(i * 2 + 1));
    if (high < 0 || low < 0) return null;
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

/** The value of one hex digit's character code (either case), or -1. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * JSON with every object's keys sorted (undefined values left out), as the challenge was signed:
 * altcha-lib signs `JSON.stringify` of its parameters with their keys sorted at every level of
 * objects, and arrays kept as they are (objects inside an array included). Written out in one
 * pass instead of building sorted copies to stringify; the parameters come from `JSON.parse`, so
 * they hold only JSON values. Keys that are array indices ("2", "10") come first in numeric order,
 * as `JSON.stringify` writes them for any object, sorted copy or not.
 */
function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  let json = '{';
  for (const key of sortedKeys(record)) {
    const member = record[key];
    if (member === undefined) continue;
    if (json.length > 1) json += ',';
    json += `${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${json}}`;
}

const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record).sort();
  const isIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 0xffffffff;
  if (!keys.some(isIndex)) return keys;
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isIndex(key))];
}
