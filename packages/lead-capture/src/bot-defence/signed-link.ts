import { signToken, verifyToken, type SigningKeys } from './signing.js';

/** Why a signed link was refused. */
export type LinkProblem = 'malformed' | 'forged' | 'expired';

/** What a signed link's token carries: its purpose, one record's id and the link's expiry. */
interface LinkPayload {
  p: string;
  id: string;
  exp: number;
}

/**
 * `<publicUrl><path>?t=<token>`, the token an HMAC over `purpose`, `id` and the expiry. The link
 * names no personal data; `purpose` keeps a token made for one page from opening another.
 */
export async function signedLinkUrl(
  publicUrl: string,
  path: string,
  purpose: string,
  id: string,
  expiresAt: number,
  keys: SigningKeys,
): Promise<string> {
  const payload: LinkPayload = { p: purpose, id, exp: expiresAt };
  const url = new URL(path, publicUrl);
  url.searchParams.set('t', await signToken(payload, keys));
  return url.href;
}

/** Checks a signed link's token at `now`: signature (any key of the ring), purpose and expiry. */
export async function verifySignedLink(
  token: unknown,
  purpose: string,
  now: number,
  keys: SigningKeys,
): Promise<{ ok: true; id: string; expiresAt: number } | { ok: false; problem: LinkProblem }> {
  const verified = await verifyToken(token, keys);
  if (!verified.ok) return verified;
  const payload = verified.payload as Partial<LinkPayload> | null;
  if (
    typeof payload !== 'object' ||
    payload === null ||
    payload.p !== purpose ||
    typeof payload.id !== 'string' ||
    typeof payload.exp !== 'number'
  ) {
    return { ok: false, problem: 'malformed' };
  }
  if (now > payload.exp) return { ok: false, problem: 'expired' };
  return { ok: true, id: payload.id, expiresAt: payload.exp };
}
