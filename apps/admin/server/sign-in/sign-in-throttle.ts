import { ipRateLimitKey, type RateLimitStore } from '@rooted/server-kit';

/** The window every sign-in limit counts in. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password sign-in attempts allowed per {@link ATTEMPT_WINDOW_MS} (the reasons are in the
 * decision record on sign-in limits):
 * - `perDevice`: a browser that signed in as the account before (a device cookie) has a budget of
 *   its own, and only that applies to it: nobody else's attempts spend it.
 * - `perAccountAndAddress`: one account from one address (IPv6 by /48).
 * - `perAddress`: one address across every account (IPv6 by /48: one allocation is one client).
 * - `perAccount`: every attempt on one account without a device cookie, from any number of
 *   addresses, which caps a botnet's guessing rate on it. Counted per account, not across all of
 *   them: a stranger guessing addresses spends only the budgets of the addresses they guess, never
 *   an owner's, and one who floods an owner's address leaves that owner's known browsers and
 *   passkeys working (and every other owner untouched).
 */
export const SIGN_IN_LIMITS = { perDevice: 10, perAccountAndAddress: 5, perAddress: 20, perAccount: 100 } as const;
/** Passkey sign-ins per address: only a bound on work; password failures never count here. */
export const PASSKEY_LIMIT_PER_ADDRESS = 30;

/** Who is trying: the account (normalised email), the client address, the device's key when known. */
export interface SignInAttempt {
  account: string;
  ip: string;
  device?: string | undefined;
}

/** The answer: go ahead, or wait this long. */
export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Password and passkey sign-in limits in a shared {@link RateLimitStore} (its keys carry the prefixes below). */
export interface SignInThrottle {
  /** Counts one password attempt (whatever its outcome, so near misses teach a guesser nothing). */
  password(attempt: SignInAttempt, at: number): Promise<ThrottleResult>;
  /** Counts a sign-in or setup body too malformed to name an account against the address's budget only. */
  malformed(ip: string, at: number): Promise<ThrottleResult>;
  /** Counts one passkey attempt from `ip`. */
  passkey(ip: string, at: number): Promise<ThrottleResult>;
}

/** The sign-in limits over `store`. */
export function createSignInThrottle(store: RateLimitStore): SignInThrottle {
  const rule = (limit: number) => ({ limit, windowMs: ATTEMPT_WINDOW_MS });
  return {
    async password({ account, ip, device }, at) {
      if (device) {
        const own = await store.hit(`admin-sign-in|device:${device}`, at, rule(SIGN_IN_LIMITS.perDevice));
        return own.allowed ? { allowed: true } : { allowed: false, retryAfterMs: own.retryAfterMs };
      }
      const address = ipRateLimitKey(ip, { ipv6Prefix: 48 });
      // Narrowest first: a guesser spends their own address's budget before the account's.
      for (const [key, limit] of [
        [`admin-sign-in|ip:${address}`, SIGN_IN_LIMITS.perAddress],
        [`admin-sign-in|account-ip:${account}|${address}`, SIGN_IN_LIMITS.perAccountAndAddress],
        [`admin-sign-in|account:${account}`, SIGN_IN_LIMITS.perAccount],
      ] as const) {
        const result = await store.hit(key, at, rule(limit));
        if (!result.allowed) return { allowed: false, retryAfterMs: result.retryAfterMs };
      }
      return { allowed: true };
    },
    async malformed(ip, at) {
      const result = await store.hit(
        `admin-sign-in|ip:${ipRateLimitKey(ip, { ipv6Prefix: 48 })}`,
        at,
        rule(SIGN_IN_LIMITS.perAddress),
      );
      return result.allowed ? { allowed: true } : { allowed: false, retryAfterMs: result.retryAfterMs };
    },
    async passkey(ip, at) {
      const result = await store.hit(
        `admin-passkey|ip:${ipRateLimitKey(ip, { ipv6Prefix: 48 })}`,
        at,
        rule(PASSKEY_LIMIT_PER_ADDRESS),
      );
      return result.allowed ? { allowed: true } : { allowed: false, retryAfterMs: result.retryAfterMs };
    },
  };
}

/** "Too many attempts" in words, with the wait in whole minutes (at least one). */
export function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
