/**
 * Accepted leads per second and p99 of `POST /api/leads` through the built site server on each
 * store, in one run: SQLite (one instance, the default), PostgreSQL with one instance, and
 * PostgreSQL with three instances sharing the database, the load spread round-robin over them as a
 * load balancer would. Omnisend answers 503, as in the floor comparison, so every lead stays stored.
 * The PostgreSQL server is a throwaway cluster with its durable defaults (fsync on), so a 202
 * means the lead is on disk in both stores.
 *
 *   pnpm --filter @rooted/benchmarks exec tsx lead-api-stores.ts [--requests 3000]
 *
 * Needs `pnpm build` and the PostgreSQL server binaries (scripts/debian-tools.sh installs them).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { startPostgresCluster } from '../packages/database/src/test-support/postgres-cluster';
import { concurrentLoad, percentile } from './concurrent-load';
import { createKeepAliveClient, LOAD_CLIENT } from './keep-alive-client';
import { mintLeadProofs, type LeadProof } from './form-proofs';
import { startProbedServer, type ProbedServer } from './probed-server';
import { writeReportSection } from './report-section';

const siteServer = fileURLToPath(new URL('../apps/site/dist/server/index.js', import.meta.url));

/** One set-up at one concurrency. */
export interface StoreRun {
  setup: 'SQLite, 1 instance' | 'PostgreSQL, 1 instance' | 'PostgreSQL, 3 instances';
  concurrency: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function load(servers: readonly ProbedServer[], requests: number, concurrency: number, offset: number) {
  // Each lead carries its own solved form token, as every visitor's browser sends one. Tokens are
  // minted before the timed part, all at the first instance: the instances share the signing secret,
  // and on PostgreSQL the record of used tokens, so any of them accepts a token another issued.
  const proofs: readonly LeadProof[] = await mintLeadProofs(servers[0]!.base, requests);
  const client = createKeepAliveClient(concurrency);
  try {
    return await concurrentLoad(requests, concurrency, async (i) => {
      const base = servers[i % servers.length]!.base;
      const body = JSON.stringify({ kind: 'newsletter', email: `stores${offset + i}@example.org`, ...proofs[i] });
      // One submission per visitor (198.18.0.0/15 is set aside for benchmarks; header values only).
      const visitor = `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 255}.${i & 255}`;
      const headers = { 'content-type': 'application/json', origin: base, 'x-forwarded-for': visitor };
      const response = await client.post(`${base}/api/leads`, headers, body);
      if (response.status !== 202) throw new Error(`lead ${i} answered ${response.status}`);
    });
  } finally {
    client.close();
  }
}

/** Runs every set-up at each concurrency; `requests` per row after a warm-up. */
export async function benchLeadStores(
  requests = 3000,
  concurrencies: readonly number[] = [8, 32],
): Promise<StoreRun[]> {
  const fake = await createFakeOmnisend({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, times: 10_000_000, status: 503 });
  const cluster = await startPostgresCluster({ durable: true });
  const env = {
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
    // The easiest proof of work, so minting thousands of tokens costs the bench little (form-proofs.ts).
    LEADS_POW_PREFIX: '0',
    // One secret for every instance, as a deployment behind a load balancer has.
    LEADS_SIGNING_SECRET: 'bench-signing-secret-0123456789abcdef',
  };
  const runs: StoreRun[] = [];
  let offset = 0;
  let schemas = 0;
  try {
    const setups: Array<[StoreRun['setup'], () => Promise<ProbedServer[]>]> = [
      ['SQLite, 1 instance', async () => [await startProbedServer(siteServer, env)]],
      [
        'PostgreSQL, 1 instance',
        async () => [
          await startProbedServer(siteServer, {
            ...env,
            DATABASE_URL: cluster.url,
            DATABASE_SCHEMA: `bench_${(schemas += 1)}`,
          }),
        ],
      ],
      [
        'PostgreSQL, 3 instances',
        async () => {
          const pg = { ...env, DATABASE_URL: cluster.url, DATABASE_SCHEMA: `bench_${(schemas += 1)}` };
          return Promise.all([
            startProbedServer(siteServer, pg),
            startProbedServer(siteServer, pg),
            startProbedServer(siteServer, pg),
          ]);
        },
      ],
    ];
    for (const concurrency of concurrencies) {
      for (const [setup, start] of setups) {
        const servers = await start();
        try {
          await load(servers, 300, concurrency, (offset += 1_000_000));
          const { perSecond, latencies } = await load(servers, requests, concurrency, (offset += 1_000_000));
          runs.push({
            setup,
            concurrency,
            requests,
            perSecond,
            p50Ms: percentile(latencies, 50),
            p99Ms: percentile(latencies, 99),
          });
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
        }
      }
    }
  } finally {
    cluster.stop();
    await fake.close();
  }
  return runs;
}

/** The report's section, in Markdown. */
export function renderLeadStoresSection(runs: readonly StoreRun[], context: { date: string; commit: string }): string {
  const rows = runs.map(
    (run) =>
      `| ${run.setup} | ${run.concurrency} | ${run.perSecond} | ${run.p50Ms.toFixed(1)} ms | ${run.p99Ms.toFixed(1)} ms |`,
  );
  return `## Lead API by store (${context.date}, ${context.commit})

\`POST /api/leads\` through the built site server on SQLite (the default) and on PostgreSQL
(\`DATABASE_URL\`), with one instance and with three instances sharing the database, the requests
spread round-robin over them. Omnisend answers 503, so every lead stays stored. PostgreSQL is a
local throwaway cluster with fsync on; all processes share this machine's cores, so three
instances measure contention here, not the capacity of three machines. ${runs[0]?.requests ?? 0}
requests per row after 300 warm-up requests. Client: ${LOAD_CLIENT}.

| Set-up | Concurrency | Accepted leads/s | p50 | p99 |
|---|---|---|---|---|
${rows.join('\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { requests: { type: 'string', default: '3000' } },
  });
  const runs = await benchLeadStores(Number(values.requests));
  const commit = (await import('./report')).currentCommit();
  const section = renderLeadStoresSection(runs, { date: new Date().toISOString().slice(0, 10), commit });
  console.log(section);
  console.log(`wrote ${writeReportSection('lead-api-stores', section)}`);
}
