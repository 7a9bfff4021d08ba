import type { RequestBudgetStore } from '@rooted/omnisend';
import type { RateLimitStore } from '@rooted/server-kit';

/** The rate-limit key of the Omnisend request budget (form limits use `kind|address` keys). */
export const OMNISEND_BUDGET_KEY = 'omnisend-requests';

/**
 * Omnisend's request budget kept in a rate-limit store, so that every instance sharing that store
 * (e.g. on PostgreSQL) counts its requests into one window: the same sliding log, row lock and
 * cleanup as the form limits, no second implementation. Pass it as the client's `rateLimit.store`.
 */
export function requestBudgetIn(rateLimits: RateLimitStore, key: string = OMNISEND_BUDGET_KEY): RequestBudgetStore {
  return {
    async take(now, budget) {
      const verdict = await rateLimits.hit(key, now, budget);
      return verdict.allowed ? 0 : verdict.retryAfterMs;
    },
  };
}
