import type { QueuedLead } from './lead.js';

/**
 * Sends one lead to the marketing provider. Resolves once the provider accepted it; otherwise
 * throws, preferably a {@link LeadDeliveryError} saying whether a retry can help. Any other
 * thrown value is treated as retryable, so an unexpected failure never loses a lead.
 * `signal` aborts when the worker stops (shutdown): give up the call, the lead is kept.
 */
export interface LeadDeliverer {
  deliver(lead: QueuedLead, options?: { signal?: AbortSignal }): Promise<void>;
}

/** Options of {@link LeadDeliveryError}. */
export interface LeadDeliveryErrorOptions {
  /**
   * True when a later attempt may succeed (rate limit, outage, timeout); false only when the
   * provider rejected this lead's own data, which resending cannot change.
   */
  retryable: boolean;
  /**
   * The failure is about our side, not the lead: a rejected or rotated key, a missing permission,
   * a wrong base URL, a retired API version. Every lead would fail the same way, so the worker
   * pauses all delivery, keeps the lead, and probes until the configuration works again.
   */
  pause?: boolean;
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

/** A classified delivery failure: retryable (reschedule with backoff), pausing (fix the configuration) or permanent (dead). */
export class LeadDeliveryError extends Error {
  override readonly name = 'LeadDeliveryError';
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly throttled: boolean;
  readonly pause: boolean;

  constructor(message: string, options: LeadDeliveryErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable;
    this.throttled = options.throttled ?? false;
    this.pause = options.pause ?? false;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}
