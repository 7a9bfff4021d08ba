import { describe, expect, it } from 'vitest';
import {
  OmnisendAuthError,
  OmnisendConflictError,
  OmnisendError,
  OmnisendValidationError,
  type RequestBudgetStore,
} from './index';
import { connect, rejectionOf, startFake } from './test-support/harness';

const contact = { email: 'reader@example.org', marketingConsent: false } as const;

/** A budget in memory that several clients share, as a database would hold it for several processes. */
function sharedBudget(): RequestBudgetStore & { starts: number[] } {
  const starts: number[] = [];
  return {
    starts,
    async take(now, { limit, windowMs }) {
      const recent = starts.filter((start) => start > now - windowMs);
      if (recent.length >= limit) return Math.max(1, Math.min(...recent) + windowMs - now);
      starts.push(now);
      return 0;
    },
  };
}

describe('a request budget shared through a store', () => {
  it('holds the limit for all its clients together; without a store each client has its own', async () => {
    const fake = await startFake();
    const store = sharedBudget();
    const rateLimit = { limit: 3, windowMs: 10_000 };
    const [a, b, c] = [
      connect(fake, { rateLimit: { ...rateLimit, store } }),
      connect(fake, { rateLimit: { ...rateLimit, store } }),
      connect(fake, { rateLimit: { ...rateLimit, store } }),
    ];
    await a.client.upsertContact(contact);
    await b.client.upsertContact(contact);
    await c.client.upsertContact(contact);
    // The three clients spent the window's three requests between them: the fourth waits it out.
    await a.client.upsertContact(contact);
    expect([a.sleeps, b.sleeps, c.sleeps]).toStrictEqual([[10_000], [], []]);
    expect(store.starts).toHaveLength(4);

    const alone = [connect(fake, { rateLimit }), connect(fake, { rateLimit })];
    for (const { client } of alone) for (let i = 0; i < 3; i++) await client.upsertContact(contact);
    expect(alone.map(({ sleeps }) => sleeps)).toStrictEqual([[], []]);
  });

  it('sends nothing when the store cannot be reached, and fails with a retryable error that does not quote the store', async () => {
    const fake = await startFake();
    const store: RequestBudgetStore = {
      take: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)')),
    };
    const { client } = connect(fake, { rateLimit: { store } });
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error).toBeInstanceOf(OmnisendError);
    // Neither bad data (a queue gives up on those) nor a bad key (a queue pauses for those).
    for (const final of [OmnisendValidationError, OmnisendConflictError, OmnisendAuthError])
      expect(error).not.toBeInstanceOf(final);
    expect(error.message).toBe(
      'Client-side rate limit: the shared request budget could not be read, so nothing was sent',
    );
    expect(JSON.stringify(error)).not.toContain('hunter2');
    expect(fake.requests()).toHaveLength(0);
  });

  it("names the store's error code, never its message, so a log watcher sees a database outage", async () => {
    const fake = await startFake();
    const store: RequestBudgetStore = {
      take: () =>
        Promise.reject(
          Object.assign(new Error('write CONNECTION_CLOSED db.internal:5432 (password=hunter2)'), {
            code: 'CONNECTION_CLOSED',
          }),
        ),
    };
    const { client } = connect(fake, { rateLimit: { store } });
    const error = (await rejectionOf(client.upsertContact(contact))) as OmnisendError;
    expect(error.message).toBe(
      'Client-side rate limit: the shared request budget could not be read (CONNECTION_CLOSED), so nothing was sent',
    );
    expect(fake.requests()).toHaveLength(0);
  });
});
