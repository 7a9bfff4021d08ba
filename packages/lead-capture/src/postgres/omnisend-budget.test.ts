/**
 * One Omnisend budget for several instances, on a real PostgreSQL server (a throwaway cluster):
 * three clients, each with its own pool as three processes would have, share a limit of N
 * requests per window, and together never start more than N in any window.
 */
import { createOmnisendClient, type RequestBudgetStore } from '@rooted/omnisend';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../database/src/test-support/postgres-cluster.js';
import { openPostgresStores, type PostgresStores } from './stores.js';

let cluster: PostgresCluster;
let fake: FakeOmnisend;
const instances: PostgresStores[] = [];
beforeAll(async () => {
  cluster = await startPostgresCluster();
  fake = await createFakeOmnisend({ rateLimit: { limit: 100_000 } });
}, 60_000);
afterAll(async () => {
  await Promise.all(instances.map((stores) => stores.close()));
  await fake?.close();
  cluster?.stop();
});

const LIMIT = 4;
const WINDOW_MS = 1000;

describe('the Omnisend budget on PostgreSQL', () => {
  it('lets three instances together start at most N requests in any window, and sends every call', async () => {
    for (let i = 0; i < 3; i += 1)
      instances.push(await openPostgresStores({ connectionString: cluster.url, schema: 'budget', maxConnections: 3 }));
    // The times each instance's budget granted, as the database counted them.
    const starts: { at: number; instance: number }[] = [];
    const recorded = (budget: RequestBudgetStore, instance: number): RequestBudgetStore => ({
      async take(now, limits) {
        const wait = await budget.take(now, limits);
        if (wait === 0) starts.push({ at: now, instance });
        return wait;
      },
    });
    const clients = instances.map((stores, instance) =>
      createOmnisendClient({
        apiKey: FAKE_TEST_API_KEY,
        baseUrl: fake.baseUrl,
        retry: false,
        // testConnection's deadline is the attempt timeout: generous, so a loaded machine only waits longer.
        timeoutMs: 60_000,
        rateLimit: { limit: LIMIT, windowMs: WINDOW_MS, store: recorded(stores.omnisendBudget, instance) },
      }),
    );
    const calls = clients.flatMap((client) => Array.from({ length: 5 }, () => client.testConnection()));
    const results = await Promise.all(calls);
    expect(results.filter((result) => !result.ok)).toEqual([]);

    expect(starts).toHaveLength(fake.requests().length);
    const times = starts.map((start) => start.at).sort((a, b) => a - b);
    for (const end of times)
      expect(times.filter((at) => at > end - WINDOW_MS && at <= end).length).toBeLessThanOrEqual(LIMIT);
    // Each instance alone would have started its own N at once; shared, the first window holds N in all.
    expect(times.filter((at) => at < times[0]! + WINDOW_MS)).toHaveLength(LIMIT);
    expect(new Set(starts.map((start) => start.instance)).size).toBe(3);
  }, 60_000);
});
