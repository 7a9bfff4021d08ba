/**
 * Passkeys belong to a site's name: a browser refuses them on a page opened by a number address
 * (`127.0.0.1`, `[::1]`), with a raw "invalid domain" error an owner cannot act on. So the page's
 * hostname is checked before WebAuthn is called, and the browser's refusal says the same words.
 */

/**
 * A hostname that is an IP literal, as `location.hostname` gives it: IPv6 in brackets (or with a
 * colon), IPv4 as digits and dots (the URL parser turns every number host, `127.1` too, into that).
 * A pattern rather than a function, so the sign-in page's plain script can carry it as it is.
 */
export const IP_LITERAL_HOST = /^\[|:|^[\d.]+$/;

/** What an owner reads when passkeys cannot work at this address, and what to do instead. */
export const PASSKEY_NEEDS_NAME =
  'Passkeys work only when the site is opened by its name, not by a number address like this one. Open the site by its real name; to try passkeys on this computer, open it at localhost.';

/** Whether passkeys cannot work on a page of this hostname (an IP address, v4 or v6). */
export function passkeysNeedAName(hostname: string): boolean {
  return IP_LITERAL_HOST.test(hostname);
}

/** Thrown before WebAuthn is called on a page opened by a number address. */
export class PasskeyNeedsName extends Error {
  constructor() {
    super(PASSKEY_NEEDS_NAME);
    this.name = 'PasskeyNeedsName';
  }
}

/** Refuses, in the owner's words, to ask for a passkey on a page opened by a number address. */
export function assertPasskeyAddress(hostname: string): void {
  if (passkeysNeedAName(hostname)) throw new PasskeyNeedsName();
}

/**
 * A passkey failure in words: cancelled or timed out, the address (the browser's SecurityError,
 * which is what it says for an address that is no name), or the error's own message.
 */
export function passkeyProblem(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
  if (error.name === 'SecurityError' || error.name === 'PasskeyNeedsName') return PASSKEY_NEEDS_NAME;
  return error.message;
}
