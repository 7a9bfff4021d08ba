import { ipRateLimitKey, type RateLimitStore } from '@rooted/server-kit';

/** The window every sign-in limit counts in. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password sign-in attempts allowed per {@link ATTEMPT_WINDOW_MS} (the reasons are in the
 * decision record on sign-in limits):
 * - `perDevice`: a browser that signed in as the account before (a device cookie) has a budget of
 *   its own, and only that applies to it: nobody else's attempts spend it.
 * - `perAccountAndAddress`: one account from one address (IPv6 by /64).
 * - `perAddress`: one address across every account.
 * - `global`: every attempt without a device cookie, across all accounts and addresses, which caps
 *   a botnet's guessing rate (and the scrypt work it causes) however many addresses it has.
 */
export const SIGN_IN_LIMITS = { perDevice: 10, perAccountAndAddress: 5, perAddress: 20, global: 200 } as const;
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
      const address = ipRateLimitKey(ip);
      // Narrowest first: a guesser spends their own address's budget before the shared global one.
      for (const [key, limit] of [
        [`admin-sign-in|ip:${address}`, SIGN_IN_LIMITS.perAddress],
        [`admin-sign-in|account-ip:${account}|${address}`, SIGN_IN_LIMITS.perAccountAndAddress],
        ['admin-sign-in|global', SIGN_IN_LIMITS.global],
      ] as const) {
        const result = await store.hit(key, at, rule(limit));
        if (!result.allowed) return { allowed: false, retryAfterMs: result.retryAfterMs };
      }
      return { allowed: true };
    },
    async malformed(ip, at) {
      const result = await store.hit(`admin-sign-in|ip:${ipRateLimitKey(ip)}`, at, rule(SIGN_IN_LIMITS.perAddress));
      return result.allowed ? { allowed: true } : { allowed: false, retryAfterMs: result.retryAfterMs };
    },
    async passkey(ip, at) {
      const result = await store.hit(`admin-passkey|ip:${ipRateLimitKey(ip)}`, at, rule(PASSKEY_LIMIT_PER_ADDRESS));
      return result.allowed ? { allowed: true } : { allowed: false, retryAfterMs: result.retryAfterMs };
    },
  };
}

/** "Too many attempts" in words, with the wait in whole minutes (at least one). */
export function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
