/**
 * The serverless example (examples/serverless) as a platform would run it: the Fetch handler
 * stores leads in PostgreSQL, the scheduled job's drain() delivers them to (a fake) Omnisend.
 */
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import api from '../examples/serverless/api.js';
import { scheduled } from '../examples/serverless/cron.js';
import { closeServerlessLeads } from '../examples/serverless/leads.js';
import { startPostgresCluster, type PostgresCluster } from './test-support/postgres-cluster.js';

let cluster: PostgresCluster;
let fake: FakeOmnisend;
const saved = { ...process.env };
beforeAll(async () => {
  cluster = await startPostgresCluster();
  fake = await createFakeOmnisend();
  Object.assign(process.env, { DATABASE_URL: cluster.url, OMNISEND_API_KEY: FAKE_TEST_API_KEY, OMNISEND_API_URL: fake.baseUrl });
}, 60_000);
afterAll(async () => {
  await closeServerlessLeads();
  process.env = saved;
  await fake?.close();
  cluster?.stop();
});

const lead = (email: string) =>
  new Request('https://site.example/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://site.example', 'x-forwarded-for': '203.0.113.50' },
    body: JSON.stringify({ kind: 'newsletter', email, homepage: '', startedAt: Date.now() - 60_000 }),
  });

describe('the serverless example', () => {
  it('stores leads from the Fetch handler, and the scheduled job delivers them', async () => {
    for (const email of ['cdn1@example.org', 'cdn2@example.org']) expect((await api.fetch(lead(email))).status).toBe(202);
    expect(fake.contacts()).toEqual([]);

    expect(await scheduled()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    expect(fake.contacts().map((contact) => contact.email).sort()).toEqual(['cdn1@example.org', 'cdn2@example.org']);
    expect(await scheduled()).toEqual({ delivered: 0, retried: 0, dead: 0 });
  }, 30_000);

  it('delivers right after answering where the platform offers waitUntil', async () => {
    const pending: Promise<unknown>[] = [];
    const response = await api.fetch(lead('soon@example.org'), { waitUntil: (work) => void pending.push(work) });
    expect(response.status).toBe(202);
    await Promise.all(pending);
    expect(fake.contacts().map((contact) => contact.email)).toContain('soon@example.org');
  }, 30_000);
});
