import { newToken, tokenHash } from './secret-token';
import type { SignInStore } from './sign-in-store';

/** The token kind under which remembered devices are kept. */
const KIND = 'device';

/**
 * Known devices, as OWASP's "device cookies" answer to account lockout describes: a browser that
 * signed in as an owner gets a long-lived cookie naming it. Password attempts that carry it are
 * counted against that device's own budget, not against the account or the address, so an
 * attacker elsewhere, who cannot have it, never spends the owner's attempts. The cookie is a random
 * 256-bit token whose hash the site database keeps with the owner it belongs to: as unforgeable as
 * a signed one, and it needs no extra secret.
 */
export interface DeviceCookies {
  /** A new token for the owner's browser. */
  issue(ownerId: number): Promise<string>;
  /** The budget key of the device when `token` was issued to this owner, else undefined. */
  deviceFor(token: string | undefined, ownerId: number): Promise<string | undefined>;
}

/** Device cookies kept for `ttlMs` in the sign-in store. */
export function createDeviceCookies(store: SignInStore, ttlMs: number): DeviceCookies {
  return {
    async issue(ownerId) {
      const token = newToken();
      await store.putToken(KIND, token, ownerId, '', ttlMs);
      return token;
    },
    async deviceFor(token, ownerId) {
      // Shape first: a cookie of any other form costs no database read.
      if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
      const found = await store.readToken(KIND, token);
      return found?.ownerId === ownerId ? tokenHash(token) : undefined;
    },
  };
}
