/**
 * Where the built site server's main thread spends its time per lead: the server runs with
 * `--cpu-prof` under the lead bench's load (autocannon, each lead with its own solved form token,
 * Omnisend answering 503), and the profile of the timed part is summed by function and by package.
 *
 *   pnpm --filter @rooted/benchmarks exec tsx profile-lead-api.ts [--requests 3000] [--concurrency 32]
 *
 * Needs `pnpm build` (it runs dist/server/index.js). Prints the summary; the raw `.cpuprofile`
 * stays in the folder it names, for Chrome DevTools.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { autocannonLoad } from './autocannon-load';
import { mintLeadProofs, type LeadProof } from './form-proofs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const siteDir = fileURLToPath(new URL('../apps/site', import.meta.url));
const profileDir = mkdtempSync(join(tmpdir(), 'rooted-lead-profile-'));
const dataDir = mkdtempSync(join(tmpdir(), 'rooted-lead-profile-data-'));

const fake = await createFakeOmnisend({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
fake.fault({ match: { method: 'POST', path: '/v3/contacts' }, times: 10_000_000, status: 503 });
const child = fork(join(siteDir, 'dist/server/index.js'), [], {
  execArgv: ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-interval', '200'],
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LEADS_DB: join(dataDir, 'leads.db'),
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
    LEADS_POW_PREFIX: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const origin = await new Promise<string>((resolve) => {
  child.stdout?.on('data', (chunk: Buffer) => {
    const match = /running at (http:\/\/[\d.]+:\d+)/.exec(chunk.toString());
    if (match?.[1]) resolve(match[1]);
  });
});

let block = 0;
const send = async (count: number, proofs: readonly LeadProof[]) => {
  block += 1;
  const result = await autocannonLoad(`${origin}/api/leads`, concurrency, count, (index) => {
    const i = index % proofs.length;
    const n = (block * 4096 + i) % 131_072;
    return {
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ kind: 'newsletter', email: `profile${block}-${i}@example.org`, ...proofs[i] }),
    };
  });
  if (result.failures > 0) throw new Error(`${result.failures} leads were not answered 202`);
  return result;
};
// Hot code compiled by the JIT's top tier first, as in the bench.
for (let i = 0; i < 2; i += 1) await send(4000, await mintLeadProofs(origin, 4000));
const proofs = await mintLeadProofs(origin, requests);
const timedFrom = performance.timeOrigin + performance.now();
const result = await send(requests, proofs);
const timedTo = performance.timeOrigin + performance.now();
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;
await fake.close();

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`No profile in ${profileDir}`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
// The profile's clock is the process's monotonic one in µs; the timed window is found by wall time
// relative to the profile's last sample, which is close enough at this resolution.
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
let at = profile.startTime;
const sampleTimes = profile.timeDeltas.map((delta) => (at += delta));
const end = sampleTimes[sampleTimes.length - 1] ?? 0;
const windowUs = (timedTo - timedFrom) * 1000;
const selfUs = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  const time = sampleTimes[index] ?? 0;
  if (time < end - windowUs - 2_000_000 || time > end - 2_000_000) return;
  const delta = profile.timeDeltas[index + 1] ?? 0;
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)') {
    idle += delta;
    return;
  }
  total += delta;
  const where = url
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^file:\/\/.*\/dist\//, 'dist/');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
  const pkg =
    url === ''
      ? functionName
      : (/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (url.startsWith('node:') ? 'node' : 'site'));
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
});
const perLead = (us: number) => (us / 1000 / requests).toFixed(3);
console.log(
  `${requests} leads at concurrency ${concurrency}: ${result.perSecond} leads/s; main thread busy ${perLead(total)} ms per lead, idle ${perLead(idle)} ms (profile: ${join(profileDir, file)})`,
);
console.log('\nBy package (self time, ms per lead):');
for (const [name, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${perLead(us).padStart(7)}  ${name}`);
console.log('\nBy function (self time, ms per lead):');
for (const [name, us] of [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`  ${perLead(us).padStart(7)}  ${name}`);
