/**
 * Signed tokens: `base64url(JSON payload) + "." + base64url(HMAC-SHA-256)`. The HMAC comes from
 * digests.ts (`node:crypto` on Node, Web Crypto elsewhere), so the handler keeps running on edge
 * platforms. Used for form tokens and confirmation links.
 */
import { bytesEqual, digests } from './digests.js';

/** The server's signing secrets: the first signs, every one verifies (so a rotation keeps issued tokens valid). */
export type SigningKeys = readonly [current: string, ...previous: string[]];

/** Why a token was refused. */
export type TokenProblem = 'malformed' | 'forged';

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // Padding only ever ends the text, so cutting at the first '=' removes exactly it.
  return (btoa(binary).split('=')[0] as string).replace(/\+/g, '-').replace(/\//g, '_');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Throws unless there is at least one secret of 16 characters or more (a short one could be guessed offline). */
export function assertSigningKeys(keys: readonly string[]): asserts keys is SigningKeys {
  if (keys.length === 0) throw new TypeError('At least one signing secret is required');
  for (const key of keys) {
    if (typeof key !== 'string' || key.length < 16)
      throw new TypeError('Signing secrets must be at least 16 characters long');
  }
}

/** Signs a JSON-serialisable payload with the current key. */
export async function signToken(payload: object, keys: SigningKeys): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await digests.hmacSha256(keys[0], body);
  return `${body}.${toBase64Url(signature)}`;
}

/** Longest token read at all, so a hostile value costs no more than a short one. */
export const MAX_TOKEN_LENGTH = 2048;

/**
 * Checks the signature against every key (current first) and returns the payload, or the problem.
 * The payload's own fields (expiry, purpose) are the caller's to check.
 */
export async function verifyToken(
  token: unknown,
  keys: SigningKeys,
): Promise<{ ok: true; payload: unknown } | { ok: false; problem: TokenProblem }> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'malformed' };
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, problem: 'malformed' };
  const body = token.slice(0, dot);
  const signature = fromBase64Url(token.slice(dot + 1));
  const json = fromBase64Url(body);
  if (!signature || !json || signature.length !== 32) return { ok: false, problem: 'malformed' };
  let valid = false;
  for (const secret of keys) {
    // Compared in constant time, so the answer's timing says nothing about how much was right.
    if (bytesEqual(await digests.hmacSha256(secret, body), signature)) {
      valid = true;
      break;
    }
  }
  if (!valid) return { ok: false, problem: 'forged' };
  try {
    return { ok: true, payload: JSON.parse(new TextDecoder().decode(json)) as unknown };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}
