import { signedLinkUrl, verifySignedLink, type LinkProblem } from '../bot-defence/signed-link.js';
import type { SigningKeys } from '../bot-defence/signing.js';

/** How long a confirmation link works: a week, counted from when the confirmation mail was requested. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The path of the confirmation page on the site. */
export const CONFIRM_PATH = '/subscribe/confirm';

/** Why a confirmation link was refused (the reasons of every signed link). */
export type { LinkProblem } from '../bot-defence/signed-link.js';

/**
 * The confirmation link of one signup: `<publicUrl>/subscribe/confirm?t=<token>`, the token an
 * HMAC over the signup's id and the link's expiry. No email address or other personal data in the URL.
 */
export async function confirmationUrl(
  publicUrl: string,
  signupId: string,
  expiresAt: number,
  keys: SigningKeys,
): Promise<string> {
  return signedLinkUrl(publicUrl, CONFIRM_PATH, 'confirm', signupId, expiresAt, keys);
}

/** Checks a link token at `now`: signature (any key of the ring), purpose and expiry. */
export async function verifyConfirmationToken(
  token: unknown,
  now: number,
  keys: SigningKeys,
): Promise<{ ok: true; signupId: string; expiresAt: number } | { ok: false; problem: LinkProblem }> {
  const verified = await verifySignedLink(token, 'confirm', now, keys);
  return verified.ok ? { ok: true, signupId: verified.id, expiresAt: verified.expiresAt } : verified;
}
