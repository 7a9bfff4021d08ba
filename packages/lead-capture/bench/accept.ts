/**
 * Accept-path benchmark: POST /api/leads over loopback HTTP into the SQLite outbox
 * (WAL, synchronous=FULL), with delivery paused so only acceptance is measured.
 *
 *   pnpm --filter @rooted/lead-capture bench [-- --requests 2000 --concurrency 8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { silentLogger } from '../src/logger.js';
import { createLeadCapture, toNodeListener } from '../src/entries/node.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '8' } },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

const dir = mkdtempSync(join(tmpdir(), 'lead-bench-'));
const capture = createLeadCapture({ dbPath: join(dir, 'leads.db'), logger: silentLogger, rateLimit: false });
const server = createServer(toNodeListener(capture.handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/leads`;

const body = (i: number) =>
  JSON.stringify({
    kind: 'contact',
    name: 'Bench Mark',
    email: `bench${i}@example.org`,
    subject: 'general',
    message: 'A realistic message of a few sentences. '.repeat(8),
    homepage: '',
    startedAt: Date.now() - 10_000,
  });

async function post(i: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(i) });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`unexpected status ${response.status}`);
  return performance.now() - started;
}

// Warm-up: JIT, connection pool, SQLite page cache.
for (let i = 0; i < 100; i += 1) await post(-i - 1);

const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) latencies.push(await post(next++));
  }),
);
const elapsedMs = performance.now() - started;

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const counts = await capture.outbox.counts();
console.log(
  JSON.stringify(
    {
      requests: total,
      concurrency,
      leadsPerSecond: Math.round((total / elapsedMs) * 1000),
      p50Ms: Number(pct(50).toFixed(2)),
      p99Ms: Number(pct(99).toFixed(2)),
      maxMs: Number((latencies.at(-1) ?? 0).toFixed(2)),
      stored: counts.pending,
    },
    null,
    2,
  ),
);

server.closeAllConnections();
server.close();
await capture.close();
rmSync(dir, { recursive: true, force: true });
