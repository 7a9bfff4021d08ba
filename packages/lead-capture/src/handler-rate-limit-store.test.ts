import { describe, expect, it } from 'vitest';
import { createLeadHandler, type LeadHandlerOptions } from './handler.js';
import { createMemoryOutbox } from './memory-outbox.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '@rooted/server-kit';
import { fakeClock, recordingLogger } from './test-support/fixtures.js';

/**
 * Two handlers (two instances behind a load balancer) posting for one client. The bot defence is
 * off: it is tested on its own, and here only the counting matters.
 */
function instances(options: Partial<LeadHandlerOptions>, count = 2) {
  const clock = fakeClock();
  const logger = recordingLogger();
  const handlers = Array.from({ length: count }, () =>
    createLeadHandler({
      botDefence: false,
      doubleOptIn: false,
      outbox: createMemoryOutbox(),
      now: clock.now,
      logger,
      ...options,
    }),
  );
  const post = (which: number) =>
    handlers[which]!(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'newsletter', email: 'reader@example.org', homepage: '' }),
      }),
      { remoteAddress: '203.0.113.7' },
    );
  return { post, logger };
}

describe('the handler with a rate-limit store', () => {
  it('counts in the store it is given: a shared store holds the limit across instances', async () => {
    const { post } = instances({
      rateLimit: { limit: 3, windowMs: 60_000 },
      rateLimitStore: createMemoryRateLimitStore(),
    });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
  });

  it('without a shared store, each instance counts its own', async () => {
    const { post } = instances({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202]);
  });

  it('lets a submission through, with a warning, when the store fails', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('connection refused')) };
    const { post, logger } = instances({ rateLimitStore: broken }, 1);
    expect((await post(0)).status).toBe(202);
    expect(logger.warn).toHaveBeenCalledWith('Rate-limit store unavailable; submission let through', expect.anything());
  });
});
