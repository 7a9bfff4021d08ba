import type { LeadKind } from '../schemas.js';
import { signToken, verifyToken, type SigningKeys } from './signing.js';

/** How long a form token (and its challenge) stays valid: a visitor may leave a form open all day. */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A verified form token: the form it was issued for, when (server clock), and its single-use nonce. */
export interface FormToken {
  kind: LeadKind;
  issuedAt: number;
  nonce: string;
}

/** Why a form token was refused; each is answered with its own 4xx text. */
export type FormTokenProblem = 'missing' | 'malformed' | 'forged' | 'expired' | 'wrong-form';

interface FormTokenPayload {
  p: 'form';
  k: string;
  iat: number;
  n: string;
}

/** Issues a token for one form, stamped with the server's clock and a random nonce. */
export async function issueFormToken(
  kind: LeadKind,
  now: number,
  keys: SigningKeys,
): Promise<{ token: string; nonce: string }> {
  const nonce = crypto.randomUUID();
  const payload: FormTokenPayload = { p: 'form', k: kind, iat: now, n: nonce };
  return { token: await signToken(payload, keys), nonce };
}

/** Checks a form token for `kind` at `now`: signature (any key of the ring), purpose, form, age. */
export async function verifyFormToken(
  token: unknown,
  kind: LeadKind,
  now: number,
  keys: SigningKeys,
  ttlMs = FORM_TOKEN_TTL_MS,
): Promise<{ ok: true; token: FormToken } | { ok: false; problem: FormTokenProblem }> {
  if (token === undefined || token === null || token === '') return { ok: false, problem: 'missing' };
  const verified = await verifyToken(token, keys);
  if (!verified.ok) return verified;
  const payload = verified.payload as Partial<FormTokenPayload> | null;
  if (
    typeof payload !== 'object' ||
    payload === null ||
    payload.p !== 'form' ||
    typeof payload.k !== 'string' ||
    typeof payload.iat !== 'number' ||
    typeof payload.n !== 'string'
  ) {
    return { ok: false, problem: 'malformed' };
  }
  if (payload.k !== kind) return { ok: false, problem: 'wrong-form' };
  if (now - payload.iat > ttlMs) return { ok: false, problem: 'expired' };
  return { ok: true, token: { kind, issuedAt: payload.iat, nonce: payload.n } };
}
