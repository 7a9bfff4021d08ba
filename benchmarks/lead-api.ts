/**
 * The lead API through the real site server (static files, security headers, routing, SQLite
 * outbox, Omnisend answering 503) beside two floors, in the same run, at concurrency 8 and 32: a
 * bare Node server answering the same request with 202 (the floor the target is set against), and
 * the same server storing each body durably before it answers (durable-floor.mjs: what the disk
 * costs any server that keeps the outbox's promise). Each server is its own process with an
 * event-loop monitor preloaded, so the report also says how long its loop was ever blocked. The
 * client is autocannon (autocannon-load.ts): `fetch` and then `http.request` over an agent were
 * each slower than the bare server, so they capped the floor and flattered the ratio.
 *
 *   pnpm --filter @rooted/benchmarks exec tsx lead-api.ts [--requests 3000]
 *
 * Needs `pnpm build` (it runs dist/server/index.js). Writes its section of docs/benchmarks.md.
 */
import { mintLeadProofs, type LeadProof } from './form-proofs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { AUTOCANNON_CLIENT, autocannonLoad } from './autocannon-load';
import { percentile } from './concurrent-load';
import { startProbedServer } from './probed-server';
import { writeReportSection } from './report-section';

const here = fileURLToPath(new URL('.', import.meta.url));
const siteDir = join(here, '../apps/site');

/** One server at one concurrency. */
export type LeadApiServer = 'site' | 'bare' | 'durable';

/** How each server is named in the report. */
const SERVER_NAMES: Record<LeadApiServer, string> = {
  bare: 'bare Node (floor)',
  durable: 'bare Node + durable commit',
  site: 'site server',
};

export interface LeadApiRun {
  server: LeadApiServer;
  /** Which round of the comparison (each round measures both servers, seconds apart). */
  round: number;
  concurrency: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  eventLoopMaxMs: number;
  /** CPU time the server process spent per request (all its threads). */
  cpuMsPerRequest: number;
}

/** The whole comparison, with the verdict per concurrency. */
export interface LeadApiReport {
  runs: LeadApiRun[];
  /**
   * Per concurrency: the median over the rounds of each round's ratio, and every round's
   * throughput ratio, against the bare floor (the target); and the medians of the durable floor
   * against the bare one and of the site against the durable floor.
   */
  verdicts: Array<{
    concurrency: number;
    throughputRatio: number;
    p99Ratio: number;
    met: boolean;
    roundRatios: number[];
    durableRatio: number;
    siteToDurable: number;
  }>;
  /** The machine's 1-minute load average at the start and at the end of the run. */
  loadAverage: [number, number];
}

async function load(
  origin: string,
  requests: number,
  concurrency: number,
  offset: number,
  proofs: readonly LeadProof[],
): Promise<{ perSecond: number; latencies: number[] }> {
  const result = await autocannonLoad(`${origin}/api/leads`, concurrency, requests, (index) => {
    // autocannon may build a request or two more than it sends; those reuse a proof and are never sent.
    const i = index % proofs.length;
    // Each lead carries its own solved form token, as every visitor's browser sends one.
    const body = JSON.stringify({ kind: 'newsletter', email: `bench${offset + i}@example.org`, ...proofs[i] });
    // Many visitors, one submission each, as behind the reverse proxy the server expects: the
    // per-visitor rate limit must not turn a load test into a test of the limiter. 198.18.0.0/15
    // is the range set aside for benchmarks; these are header values, nothing is sent there.
    // Each load call has its own block of 4,096 addresses (offset grows by a million per call),
    // so no visitor comes back in a later round.
    const n = ((offset / 1_000_000) * 4096 + i) % 131_072;
    const visitor = `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
    return { headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': visitor }, body };
  });
  if (result.failures > 0)
    throw new Error(`${result.failures} of ${requests} leads were not answered 202 by ${origin}`);
  return result;
}

/** How many times the site's requests each floor answers per row. */
const FLOOR_REQUESTS_FACTOR = 3;

/** Leads each server answers before the first row (two blocks of visitor addresses). */
const STEADY_STATE_LEADS = 8000;
const WARM_UP_BLOCK = 4000;

/** Runs the comparison; `requests` per server and concurrency, after a warm-up. */
export async function benchLeadApiVsBare(
  requests = 3000,
  concurrencies: readonly number[] = [8, 32],
  rounds = 3,
): Promise<LeadApiReport> {
  if (requests > 4096)
    throw new RangeError('At most 4,096 requests per row: each row has a block of 4,096 visitor addresses');
  const fake = await createFakeOmnisend({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, times: 10_000_000, status: 503 });
  const site = await startProbedServer(join(siteDir, 'dist/server/index.js'), {
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
    // The easiest proof of work, so minting thousands of tokens costs the bench little (form-proofs.ts).
    LEADS_POW_PREFIX: '0',
  });
  const bare = await startProbedServer(join(here, 'bare-server.mjs'));
  const durable = await startProbedServer(join(here, 'durable-floor.mjs'));
  const runs: LeadApiRun[] = [];
  const loadAtStart = loadavg()[0] ?? 0;
  let offset = 0;
  try {
    // A server that has been up a while has every hot function compiled by the JIT's top tier;
    // a freshly started one has not, and the site server has far more code to compile than the
    // floor. Measured on the 2-core machine, the site server's rate at concurrency 32 was
    // 1,200 leads/s over its first 3,000 leads and 2,000–2,350/s from the 6,000th on. Each
    // server answers STEADY_STATE_LEADS first, so the rows compare running servers.
    for (const server of [site, bare, durable]) {
      for (let done = 0; done < STEADY_STATE_LEADS; done += WARM_UP_BLOCK) {
        await load(
          server.base,
          WARM_UP_BLOCK,
          32,
          (offset += 1_000_000),
          await mintLeadProofs(site.base, WARM_UP_BLOCK),
        );
      }
    }
    for (const concurrency of concurrencies) {
      // On a small shared machine both servers' rates drift by a tenth or more from one minute to
      // the next; each round measures the three seconds apart, reversing the order every round,
      // and the verdict takes the median of the rounds' ratios.
      for (let round = 1; round <= rounds; round += 1) {
        const servers = [
          ['bare', bare],
          ['durable', durable],
          ['site', site],
        ] as const;
        const order = round % 2 === 1 ? servers : [...servers].reverse();
        for (const [name, server] of order) {
          // The warm-up takes JIT and connection set-up out of the numbers.
          // Tokens come from the site for both servers, so both parse the same bodies.
          await load(server.base, 300, concurrency, (offset += 1_000_000), await mintLeadProofs(site.base, 300));
          const proofs = await mintLeadProofs(site.base, requests);
          // The floors answer several times faster; more requests keep their rows long enough to
          // measure (they check no token, so the bodies repeat).
          const count = name === 'site' ? requests : requests * FLOOR_REQUESTS_FACTOR;
          await server.ask('reset');
          const { perSecond, latencies } = await load(server.base, count, concurrency, (offset += 1_000_000), proofs);
          const stats = await server.ask('stats');
          runs.push({
            server: name,
            round,
            concurrency,
            requests: count,
            perSecond,
            p50Ms: percentile(latencies, 50),
            p99Ms: percentile(latencies, 99),
            eventLoopMaxMs: stats.maxMs ?? Number.NaN,
            cpuMsPerRequest: (stats.cpuMs ?? Number.NaN) / count,
          });
        }
      }
    }
  } finally {
    await Promise.all([site.stop(), bare.stop(), durable.stop()]);
    await fake.close();
  }
  const verdicts = concurrencies.map((concurrency) => {
    const pairs = Array.from({ length: rounds }, (_, index) => {
      const of = (server: LeadApiServer) =>
        runs.find((run) => run.server === server && run.concurrency === concurrency && run.round === index + 1)!;
      return { ours: of('site'), floor: of('bare'), durable: of('durable') };
    });
    const roundRatios = pairs.map(({ ours, floor }) => ours.perSecond / floor.perSecond);
    const throughputRatio = median(roundRatios);
    const p99Ratio = median(pairs.map(({ ours, floor }) => ours.p99Ms / floor.p99Ms));
    const durableRatio = median(pairs.map(({ durable, floor }) => durable.perSecond / floor.perSecond));
    const siteToDurable = median(pairs.map(({ ours, durable }) => ours.perSecond / durable.perSecond));
    return {
      concurrency,
      throughputRatio,
      p99Ratio,
      met: throughputRatio >= 0.5 && p99Ratio <= 3,
      roundRatios,
      durableRatio,
      siteToDurable,
    };
  });
  return { runs, verdicts, loadAverage: [loadAtStart, loadavg()[0] ?? 0] };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The report's section, in Markdown. */
export function renderLeadApiSection(
  report: LeadApiReport,
  context: { date: string; commit: string; title?: string; note?: string },
): string {
  const rows = report.runs.map(
    (run) =>
      `| ${SERVER_NAMES[run.server]} | ${run.concurrency} | ${run.round} | ${run.perSecond} | ${run.p50Ms.toFixed(1)} ms | ${run.p99Ms.toFixed(1)} ms | ${run.eventLoopMaxMs.toFixed(1)} ms | ${run.cpuMsPerRequest.toFixed(2)} ms |`,
  );
  const verdicts = report.verdicts.map(
    (v) =>
      `| ${v.concurrency} | ${v.roundRatios.map((ratio) => ratio.toFixed(2)).join(', ')} | ${v.throughputRatio.toFixed(2)} × (target ≥ 0.5) | ${v.p99Ratio.toFixed(2)} × (target ≤ 3) | ${v.met ? 'met' : '**missed**'} | ${v.durableRatio.toFixed(2)} × | ${v.siteToDurable.toFixed(2)} × |`,
  );
  const siteRequests = report.runs.find((run) => run.server === 'site')?.requests ?? 0;
  return `## ${context.title ?? 'Lead API against the floor'} (${context.date}, ${context.commit})

\`POST /api/leads\` (newsletter leads, Omnisend answering 503 so every lead stays in the outbox)
through the built site server, beside two floors: the same request answered 202 by a bare Node
HTTP server (the floor the targets are set against), and by the same bare server after a commit
of the body to SQLite that waits for the disk (WAL, \`synchronous=FULL\`, the bodies of a turn in
one commit: the least any server must do to keep the outbox's promise that a lead answered 202
survives a crash). One process each on loopback, ${siteRequests} requests per row for the site and
${FLOOR_REQUESTS_FACTOR} times as many for each floor (they answer them several times faster), after 300 warm-up
requests, every lead with its own solved form token. Before the first row each server answers
${STEADY_STATE_LEADS.toLocaleString('en')} leads, so all are measured as servers that have been up a while (hot code
compiled by the JIT's top tier), not as freshly started ones. Each round measures the three
servers seconds apart (reversing the order each round); the verdicts are the medians of the
rounds' ratios.

- Client: ${AUTOCANNON_CLIENT}. The lead API sections
  below this one, measured before decision 0099, used \`http.request\` over a keep-alive agent,
  whose own cost capped the floor near 3,900 leads/s at concurrency 8 and flattered every ratio.
- Event-loop max: the longest the server's loop was held during the row; the floor's own value
  shows what the machine adds (a process waiting for a core counts as a held loop).
- CPU per lead: the server process's CPU time (all threads) over the row, divided by its requests.
- Machine: ${cpus().length} cores, load average (1 min) ${report.loadAverage.map((load) => load.toFixed(1)).join(' at the start, ')} at the end. The
  ratios to the floor, measured seconds apart in the same run, are what count.${context.note ? `\n\n${context.note}` : ''}

| Server | Concurrency | Round | Leads/s | p50 | p99 | Event-loop max | CPU per lead |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

| Concurrency | Throughput ratio per round | Throughput vs floor (median) | p99 vs floor (median) | Verdict | Durable floor vs floor | Site vs durable floor |
|---|---|---|---|---|---|---|
${verdicts.join('\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // --section and --title let a second run (e.g. the code before a change) keep its own section
  // beside the latest one; --note says what else was running on the machine.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      requests: { type: 'string', default: '3000' },
      rounds: { type: 'string', default: '3' },
      section: { type: 'string', default: 'lead-api-vs-floor' },
      title: { type: 'string', default: 'Lead API against the floor' },
      note: { type: 'string' },
    },
  });
  const report = await benchLeadApiVsBare(Number(values.requests), [8, 32], Number(values.rounds));
  const commit = (await import('./report')).currentCommit();
  const section = renderLeadApiSection(report, {
    date: new Date().toISOString().slice(0, 10),
    commit,
    title: values.title,
    note: values.note,
  });
  console.log(section);
  console.log(`wrote ${writeReportSection(values.section, section)}`);
}
