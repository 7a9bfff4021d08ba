import { signToken, verifyToken, type SigningKeys } from '../bot-defence/signing.js';

/** How long a confirmation link works: a week, counted from when the confirmation mail was requested. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The path of the confirmation page on the site. */
export const CONFIRM_PATH = '/subscribe/confirm';

/** Why a confirmation link was refused. */
export type LinkProblem = 'malformed' | 'forged' | 'expired';

interface LinkPayload {
  p: 'confirm';
  id: string;
  exp: number;
}

/**
 * The confirmation link of one signup: `<publicUrl>/subscribe/confirm?t=<token>`, the token an
 * HMAC over the signup's id and the link's expiry. No email address or other personal data in the URL.
 */
export async function confirmationUrl(publicUrl: string, signupId: string, expiresAt: number, keys: SigningKeys): Promise<string> {
  const payload: LinkPayload = { p: 'confirm', id: signupId, exp: expiresAt };
  const url = new URL(CONFIRM_PATH, publicUrl);
  url.searchParams.set('t', await signToken(payload, keys));
  return url.href;
}

/** Checks a link token at `now`: signature (any key of the ring), purpose and expiry. */
export async function verifyConfirmationToken(
  token: unknown,
  now: number,
  keys: SigningKeys,
): Promise<{ ok: true; signupId: string; expiresAt: number } | { ok: false; problem: LinkProblem }> {
  const verified = await verifyToken(token, keys);
  if (!verified.ok) return verified;
  const payload = verified.payload as Partial<LinkPayload> | null;
  if (typeof payload !== 'object' || payload === null || payload.p !== 'confirm' || typeof payload.id !== 'string' || typeof payload.exp !== 'number') {
    return { ok: false, problem: 'malformed' };
  }
  if (now > payload.exp) return { ok: false, problem: 'expired' };
  return { ok: true, signupId: payload.id, expiresAt: payload.exp };
}
