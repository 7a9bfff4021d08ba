/**
 * The serverless example (examples/serverless) as a platform would run it: the Fetch handler
 * stores leads in PostgreSQL, the scheduled job's drain() delivers them to (a fake) Omnisend.
 */
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import api from '../examples/serverless/api.js';
import { scheduled } from '../examples/serverless/cron.js';
import { closeServerlessLeads } from '../examples/serverless/leads.js';
import { MIN_FILL_MS } from './schemas.js';
import { formProof, TEST_SECRETS } from './test-support/form-proof.js';
import { startPostgresCluster, type PostgresCluster } from '../../database/src/test-support/postgres-cluster.js';

let cluster: PostgresCluster;
let fake: FakeOmnisend;
const saved = { ...process.env };
beforeAll(async () => {
  cluster = await startPostgresCluster();
  fake = await createFakeOmnisend();
  Object.assign(process.env, {
    DATABASE_URL: cluster.url,
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
    LEADS_SIGNING_SECRET: TEST_SECRETS[0],
    PUBLIC_URL: 'https://site.example',
  });
}, 60_000);
afterAll(async () => {
  await closeServerlessLeads();
  process.env = saved;
  await fake?.close();
  cluster?.stop();
});

/** A newsletter signup as the browser sends it: a form token with its proof, sent after the minimum fill time. */
const lead = async (email: string) => {
  const proof = await formProof((request) => api.fetch(request), 'newsletter', 'https://site.example/api');
  // A person takes at least this long to fill the form in; sooner is refused (425).
  await sleep(MIN_FILL_MS.newsletter);
  return new Request('https://site.example/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://site.example', 'x-forwarded-for': '203.0.113.50' },
    body: JSON.stringify({ kind: 'newsletter', email, ...proof }),
  });
};

describe('the serverless example', () => {
  it('stores leads from the Fetch handler, and the scheduled job delivers them', async () => {
    for (const email of ['cdn1@example.org', 'cdn2@example.org'])
      expect((await api.fetch(await lead(email))).status).toBe(202);
    expect(fake.contacts()).toEqual([]);

    expect(await scheduled()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    expect(
      fake
        .contacts()
        .map((contact) => contact.email)
        .sort(),
    ).toEqual(['cdn1@example.org', 'cdn2@example.org']);
    expect(await scheduled()).toEqual({ delivered: 0, retried: 0, dead: 0 });
  }, 30_000);

  it('delivers right after answering where the platform offers waitUntil', async () => {
    const pending: Promise<unknown>[] = [];
    const response = await api.fetch(await lead('soon@example.org'), { waitUntil: (work) => void pending.push(work) });
    expect(response.status).toBe(202);
    await Promise.all(pending);
    expect(fake.contacts().map((contact) => contact.email)).toContain('soon@example.org');
  }, 30_000);
});
