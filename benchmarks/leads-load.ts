import { silentLogger } from '@rooted/lead-capture';
import { createLeadCapture, toNodeListener } from '@rooted/lead-capture/node';
import { FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { createFakeOmnisend } from '@rooted/omnisend/fake';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concurrentLoad, percentile } from './concurrent-load';
import { createKeepAliveClient } from './keep-alive-client';

export interface LeadLoadResult {
  leads: number;
  concurrency: number;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  drainMs: number;
  deliveredOnce: boolean;
}

/**
 * The lead API under load with Omnisend down, then the outbox draining when it
 * comes back: POST /api/leads over loopback into SQLite while the fake answers
 * every contact call with 503, then the fake recovers and the worker sends them
 * all, held to the client's 400 requests a minute.
 */
export async function benchLeadApi(leads = 500, concurrency = 8): Promise<LeadLoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'rooted-lead-bench-'));
  const fake = await createFakeOmnisend();
  fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, times: 1_000_000, status: 503 });
  const capture = createLeadCapture({
    dbPath: join(dir, 'leads.db'),
    logger: silentLogger,
    rateLimit: false,
    // This benchmark measures the outbox's accept and drain; the bot defence is off (its cost is in
    // the lead API benchmark) and so is double opt-in (each signup is one contact write and the
    // welcome event, as before double opt-in).
    botDefence: false,
    doubleOptIn: false,
    omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl },
    // Retries come quickly so the drain reflects the 400/min limit, not a long backoff.
    backoff: { baseMs: 1_000, maxMs: 5_000 },
    pollMs: 250,
  });
  const server = createServer(toNodeListener(capture.handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/leads`;

  const client = createKeepAliveClient(concurrency);
  const started = performance.now();
  const { latencies } = await concurrentLoad(leads, concurrency, async (i) => {
    const body = { kind: 'newsletter', email: `load${i}@example.org`, homepage: '' };
    const response = await client.post(url, { 'content-type': 'application/json' }, JSON.stringify(body));
    if (response.status !== 202) throw new Error(`lead ${i} answered ${response.status}`);
  });
  const acceptMs = performance.now() - started;
  client.close();

  fake.clearFaults();
  const recovered = performance.now();
  capture.worker.kick();
  for (;;) {
    const counts = await capture.outbox.counts();
    if (counts.delivered + counts.dead >= leads) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
    capture.worker.kick();
  }
  const drainMs = performance.now() - recovered;
  const emails = fake.contacts().map((contact) => contact.identifiers[0]?.id);
  const finalCounts = await capture.outbox.counts();
  const deliveredOnce = new Set(emails).size === leads && finalCounts.dead === 0;

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await capture.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });

  return {
    leads,
    concurrency,
    acceptedPerSecond: Math.round((leads / acceptMs) * 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    drainMs,
    deliveredOnce,
  };
}
