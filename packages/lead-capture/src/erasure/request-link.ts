import { signedLinkUrl, verifySignedLink, type LinkProblem } from '../bot-defence/signed-link.js';
import type { SigningKeys } from '../bot-defence/signing.js';

/** The page a privacy request's confirmation link opens. */
export const PRIVACY_CONFIRM_PATH = '/privacy/confirm';

/** How long a privacy request's link works: two days, counted from when the request was sent. */
export const PRIVACY_REQUEST_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The custom event that mails a privacy request's link. The owner builds one Omnisend flow on it
 * (as on the newsletter's confirmation event); its properties: `confirmationUrl`,
 * `confirmationExpiresAt` and `request` (`access` or `erasure`).
 */
export const PRIVACY_REQUEST_EVENT = 'privacy_request_confirmation_requested';

/**
 * The link that confirms one privacy request: `<publicUrl>/privacy/confirm?t=<token>`, the token
 * an HMAC over the request's id and the link's expiry. It names no address, so only the person who
 * reads that address's mail can confirm a request made in its name.
 */
export async function privacyRequestUrl(
  publicUrl: string,
  requestId: string,
  expiresAt: number,
  keys: SigningKeys,
): Promise<string> {
  return signedLinkUrl(publicUrl, PRIVACY_CONFIRM_PATH, 'privacy', requestId, expiresAt, keys);
}

/** Checks a request link's token at `now`: signature (any key of the ring), purpose and expiry. */
export async function verifyPrivacyRequestToken(
  token: unknown,
  now: number,
  keys: SigningKeys,
): Promise<{ ok: true; requestId: string } | { ok: false; problem: LinkProblem }> {
  const verified = await verifySignedLink(token, 'privacy', now, keys);
  return verified.ok ? { ok: true, requestId: verified.id } : verified;
}
