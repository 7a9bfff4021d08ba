/**
 * Remembers which form tokens (and so which solved challenges) were used, until they would have
 * expired anyway. In memory: one server process. Several processes behind one balancer would
 * each accept a token once; the per-IP rate limit still caps what that buys a bot.
 */
export interface UsedNonces {
  /** True when `nonce` was already used; otherwise records it and answers false. */
  use(nonce: string, expiresAt: number, now: number): boolean;
  has(nonce: string, now: number): boolean;
  /** Forgets `nonce` (its submission was not stored, so it may be sent again). */
  forget(nonce: string): void;
}

/** Most nonces kept; past it the oldest are forgotten first (their tokens expire soonest). */
const MAX_ENTRIES = 200_000;

export function createUsedNonces(maxEntries = MAX_ENTRIES): UsedNonces {
  const used = new Map<string, number>();
  const prune = (now: number) => {
    for (const [nonce, expiresAt] of used) {
      if (expiresAt > now && used.size < maxEntries) break;
      used.delete(nonce);
    }
  };
  return {
    has(nonce, now) {
      const expiresAt = used.get(nonce);
      return expiresAt !== undefined && expiresAt > now;
    },
    forget(nonce) {
      used.delete(nonce);
    },
    use(nonce, expiresAt, now) {
      if (this.has(nonce, now)) return true;
      prune(now);
      used.set(nonce, expiresAt);
      return false;
    },
  };
}
