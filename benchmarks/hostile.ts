/**
 * The hostile mix: the built production server (dist/server, real limits) under normal page loads
 * and lead posts, first alone, then beside an attacker sending the inputs that used to stall it
 * (32 KB emails, a 15,000-space Accept-Encoding), oversized bodies and hundreds of slow-header
 * sockets. Reports the normal requests' p99 and the server's longest event-loop delay, both ways.
 *
 *   pnpm --filter @rooted/benchmarks exec tsx hostile.ts [--quick]   # alone; updates its section of docs/benchmarks.md
 *   pnpm bench                                                       # as part of the full run
 */
import { mintLeadProofs } from './form-proofs';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLeadRoutes, createMemoryOutbox, silentLogger } from '@rooted/lead-capture';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { createSiteApp } from '../apps/site/server/app';
import { loadStaticFiles } from '../apps/site/server/static-files';
import { percentile } from './concurrent-load';
import {
  renderHostileSection,
  spliceHostileSection,
  type HostileResult,
  type PhaseResult,
  type RequestCost,
} from './hostile-report';
import { startProbedServer, type ProbedServer } from './probed-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomIp = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** Starts the built production server with the event-loop probe and no Omnisend key (leads wait). */
const startServer = () =>
  startProbedServer(join(siteDir, 'dist/server/index.js'), { OMNISEND_API_KEY: '', LEADS_POW_PREFIX: '0' });

/** What a visitor does: pages, an asset and now and then a lead, each from its own address behind the proxy. */
async function normalLoad(
  base: string,
  requests: number,
  concurrency: number,
): Promise<{ latencies: number[]; errors: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/favicon.svg';
  const targets = ['/', '/privacy', '/docs', asset, '/startup-mentorship'];
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  // Every fifth request is a lead; each carries its own solved form token, minted before the timing.
  const proofs = await mintLeadProofs(base, Math.ceil(requests / 5));
  const one = async (i: number) => {
    const started = performance.now();
    const lead = i % 5 === 4;
    const response = lead
      ? await fetch(`${base}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ kind: 'newsletter', email: `visitor${i}@example.org`, ...proofs[Math.floor(i / 5)] }),
        })
      : await fetch(`${base}${targets[i % targets.length]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.status !== (lead ? 202 : 200)) errors += 1;
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) await one(next++);
    }),
  );
  return { latencies, errors };
}

/** Requests per second of each hostile kind: many times the two a second that used to freeze the site. */
const HOSTILE_RATE = 10;

/** The attacker: runs until `stop` resolves; returns how many hostile requests it sent. */
function hostileMix(base: string, slowSockets: number, stop: Promise<void>): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let sent = 0;
  const loop = async (send: () => Promise<Response>) => {
    while (!stopped) {
      const started = performance.now();
      sent += 1;
      await (await send().catch(() => new Response(null))).arrayBuffer().catch(() => undefined);
      await sleep(Math.max(0, 1000 / HOSTILE_RATE - (performance.now() - started)));
    }
  };
  const longEmail = JSON.stringify({ kind: 'newsletter', email: `a@b${'.'.repeat(32 * 1024 - 80)}@`, homepage: '' });
  const loops = [
    // The 32 KB email, each from a fresh address so the rate limit never spares the validator.
    loop(() =>
      fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: longEmail,
      }),
    ),
    loop(() =>
      fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: longEmail,
      }),
    ),
    loop(() => fetch(`${base}/`, { headers: { 'accept-encoding': `br${' '.repeat(15_000)}x` } })),
    loop(() =>
      fetch(`${base}/privacy`, {
        headers: { 'accept-encoding': `gzip${' '.repeat(15_000)}x`, 'if-none-match': `W/"x",${' '.repeat(8_000)}*` },
      }),
    ),
    // Oversized bodies: 1 MB declared and sent.
    loop(() =>
      fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(1024 * 1024),
      }),
    ),
  ];
  // Slow clients: headers one byte at a time, reopened as the server drops them.
  const slow = async () => {
    while (!stopped) {
      sent += 1;
      await new Promise<void>((resolve) => {
        const socket: Socket = connect(new URL(base).port ? Number(new URL(base).port) : 80, '127.0.0.1');
        const request = `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'s'.repeat(4000)}\r\n\r\n`;
        let i = 0;
        const timer = setInterval(() => {
          if (stopped) socket.destroy();
          else if (socket.writable && i < request.length) socket.write(request[i++] as string);
        }, 100);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve();
        });
      });
    }
  };
  return Promise.all([...loops, ...Array.from({ length: slowSockets }, slow)]).then(() => sent);
}

/**
 * The CPU time one request costs the server, per kind, measured in-process on the built site: the
 * longest of `runs` attempts. CPU time, unlike wall time, does not grow when the machine is busy
 * with other work, so it shows what a single request can block the event loop for.
 */
async function singleRequestCosts(runs: number): Promise<RequestCost[]> {
  const files = await loadStaticFiles(join(siteDir, 'dist/client'));
  // The bot defence is off here: one request is repeated `runs` times, and a form token is good for
  // one lead. Its cost (one HMAC and one SHA-256 per lead) is inside the lead API benchmark instead.
  const leads = createLeadRoutes({
    outbox: createMemoryOutbox(),
    logger: silentLogger,
    rateLimit: false,
    botDefence: false,
  });
  const app = createSiteApp({ files, leads });
  const lead = (email: string) => JSON.stringify({ kind: 'newsletter', email, homepage: '' });
  const post = (body: string) =>
    new Request('http://127.0.0.1/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  const kinds: [string, () => Request][] = [
    [
      'normal page (`GET /`, brotli)',
      () => new Request('http://127.0.0.1/', { headers: { 'accept-encoding': 'br, gzip' } }),
    ],
    ['normal lead', () => post(lead('visitor@example.org'))],
    ['lead with a 32 KB email', () => post(lead(`a@b${'.'.repeat(32 * 1024 - 80)}@`))],
    [
      '`Accept-Encoding: br` + 15,000 spaces + `x`',
      () => new Request('http://127.0.0.1/', { headers: { 'accept-encoding': `br${' '.repeat(15_000)}x` } }),
    ],
    [
      '`If-None-Match` list padded with 8,000 spaces',
      () => new Request('http://127.0.0.1/', { headers: { 'if-none-match': `W/"x",${' '.repeat(8_000)}*` } }),
    ],
    ['1 MB body', () => post('x'.repeat(1024 * 1024))],
  ];
  const costs: RequestCost[] = [];
  for (const [name, make] of kinds) {
    let maxCpuMs = 0;
    let status = 0;
    for (let i = 0; i < runs; i += 1) {
      const request = make();
      const before = process.cpuUsage();
      const response = await app.fetch(request);
      await response.arrayBuffer();
      const used = process.cpuUsage(before);
      maxCpuMs = Math.max(maxCpuMs, (used.user + used.system) / 1000);
      status = response.status;
    }
    costs.push({ name, status, maxCpuMs });
  }
  return costs;
}

async function phase(server: ProbedServer, requests: number, concurrency: number): Promise<PhaseResult> {
  await server.ask('reset');
  const { latencies, errors } = await normalLoad(server.base, requests, concurrency);
  const stats = await server.ask('stats');
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    loopMaxMs: stats.maxMs ?? 0,
    loopP99Ms: stats.p99Ms ?? 0,
  };
}

/** Runs the quiet and the hostile phase against one fresh production server. */
export async function benchHostile({ quick = false } = {}): Promise<HostileResult> {
  const requests = quick ? 400 : 2000;
  const concurrency = 8;
  const slowSockets = quick ? 100 : 300;
  const costs = await singleRequestCosts(quick ? 20 : 100);
  const server = await startServer();
  try {
    await normalLoad(server.base, 50, concurrency); // warm-up: JIT, connection pools
    const quiet = await phase(server, requests, concurrency);
    let release!: () => void;
    const stop = new Promise<void>((resolve) => (release = resolve));
    const attacker = hostileMix(server.base, slowSockets, stop);
    await sleep(1000); // the slow sockets are open and the attack loops are running
    const hostile = await phase(server, requests, concurrency);
    release();
    const hostileRequests = await attacker;
    return {
      requests,
      concurrency,
      slowSockets,
      hostileRequests,
      hostileRatePerSecond: HOSTILE_RATE * 5, // five paced loops
      load: { average: loadavg()[0] ?? 0, cores: availableParallelism() },
      costs,
      quiet,
      hostile,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  console.log(`› hostile mix${quick ? ' (quick)' : ''}: normal load alone, then beside the attacker`);
  const result = await benchHostile({ quick });
  const file = join(siteDir, '../../docs/benchmarks.md');
  writeFileSync(
    file,
    spliceHostileSection(
      readFileSync(file, 'utf8'),
      renderHostileSection(result, { date: new Date().toISOString(), quick }),
    ),
  );
  console.log(renderHostileSection(result, { date: new Date().toISOString(), quick }));
  console.log(`wrote ${file}`);
}
