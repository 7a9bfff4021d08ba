/** Retry delay policy: exponential growth with jitter, capped. */
export interface BackoffOptions {
  /** Delay before the first retry, before jitter. Default 30 s. */
  baseMs?: number;
  /** Upper bound of any delay. Default 1 h. */
  maxMs?: number;
}

/**
 * Delay before retry number `failedAttempts` (1 = after the first failure). "Equal jitter":
 * half the exponential delay is fixed, half random, so retries spread out without ever
 * collapsing to zero. `random` returns [0, 1).
 */
export function backoffDelay(
  failedAttempts: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const baseMs = options.baseMs ?? 30_000;
  const maxMs = options.maxMs ?? 3_600_000;
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
