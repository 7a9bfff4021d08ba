/**
 * Remembers which form tokens (and so which solved challenges) were used, until they would have
 * expired anyway, so a token is accepted once. The memory store covers one server process; several
 * processes behind one balancer share a database store (`openPostgresStores().usedNonces`), or
 * each would accept a token once.
 */
export interface UsedNonceStore {
  /**
   * Records `nonce` as used until `expiresAt` and answers false, or answers true when it was
   * already used (and has not expired). One atomic step: of two concurrent calls with one nonce,
   * at any instances sharing the store, exactly one answers false.
   */
  use(nonce: string, expiresAt: number, now: number): Promise<boolean>;
  /** True when `nonce` was used and has not expired. */
  has(nonce: string, now: number): Promise<boolean>;
  /** Forgets `nonce` (its submission was not stored, so it may be sent again). */
  forget(nonce: string): Promise<void>;
}

/** Most nonces kept; past it the oldest are forgotten first (their tokens expire soonest). */
const MAX_ENTRIES = 200_000;

/** A {@link UsedNonceStore} in this process's memory: the default for one instance. */
export function createMemoryUsedNonceStore(maxEntries = MAX_ENTRIES): UsedNonceStore {
  const used = new Map<string, number>();
  const prune = (now: number) => {
    for (const [nonce, expiresAt] of used) {
      if (expiresAt > now && used.size < maxEntries) break;
      used.delete(nonce);
    }
  };
  const has = (nonce: string, now: number) => {
    const expiresAt = used.get(nonce);
    return expiresAt !== undefined && expiresAt > now;
  };
  return {
    has: (nonce, now) => Promise.resolve(has(nonce, now)),
    forget(nonce) {
      used.delete(nonce);
      return Promise.resolve();
    },
    use(nonce, expiresAt, now) {
      // Check and record in one synchronous step, so two racing requests cannot both pass.
      if (has(nonce, now)) return Promise.resolve(true);
      prune(now);
      used.set(nonce, expiresAt);
      return Promise.resolve(false);
    },
  };
}
