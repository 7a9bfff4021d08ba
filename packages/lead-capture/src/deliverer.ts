import type { QueuedLead } from './lead.js';

/**
 * Sends one lead to the marketing provider. Resolves once the provider accepted it; otherwise
 * throws, preferably a {@link LeadDeliveryError} saying whether a retry can help. Any other
 * thrown value is treated as retryable, so an unexpected failure never loses a lead.
 */
export interface LeadDeliverer {
  deliver(lead: QueuedLead): Promise<void>;
}

/** Options of {@link LeadDeliveryError}. */
export interface LeadDeliveryErrorOptions {
  /** True when a later attempt may succeed (rate limit, outage, timeout). */
  retryable: boolean;
  /** Earliest useful retry, in ms from now (e.g. the provider's `Retry-After`). */
  retryAfterMs?: number;
  /**
   * The provider (or our own client's limiter) asked us to slow down: nothing failed, so
   * the attempt does not count towards the dead-letter limit and the retry waits only as
   * long as asked. Without this, a long rate-limit storm would kill healthy leads.
   */
  throttled?: boolean;
  cause?: unknown;
}

/** A classified delivery failure: retryable (reschedule with backoff) or permanent (dead). */
export class LeadDeliveryError extends Error {
  override readonly name = 'LeadDeliveryError';
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly throttled: boolean;

  constructor(message: string, options: LeadDeliveryErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable;
    this.throttled = options.throttled ?? false;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}
