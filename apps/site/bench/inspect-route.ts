/**
 * One Lighthouse run of one route of the production build, for finding out *why* a number is
 * what it is: prints the headline metrics, the observed (unthrottled) paint times, every request,
 * Lighthouse's long tasks (simulated time) and the main thread's tasks over 10 ms as they really
 * ran, and writes the whole result to bench/results/lhr.json.
 *
 *   pnpm exec tsx bench/inspect-route.ts / simulate mobile
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { siteDir } from '../e2e/support/bundle-size';
import { startChrome } from './lighthouse-runner';
import { mainThreadTasks } from './main-thread-tasks';
import { serveSite } from './serve-builds';

const [route = '/', throttling = 'simulate', preset = 'mobile'] = process.argv.slice(2);
const server = await serveSite(join(siteDir, 'dist/client'));
const chrome = await startChrome();
try {
  const result = await lighthouse(
    `${server.origin}${route}`,
    { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: throttling as 'simulate' | 'devtools', disableFullPageScreenshot: true, ignoreStatusCode: true },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  const outDir = join(siteDir, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'lhr.json'), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);

  const audit = (id: string) => lhr.audits[id];
  const ms = (id: string) => Math.round(audit(id)?.numericValue ?? Number.NaN);
  console.log(`performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}  FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`);
  const observed = (audit('metrics')?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  console.log(`observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
  type Request = { networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string; url: string };
  for (const r of ((audit('network-requests')?.details as { items?: Request[] } | undefined)?.items ?? []))
    console.log(`  ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms  ${r.transferSize} B  ${r.priority}  ${new URL(r.url).pathname}`);
  type Task = { url: string; duration: number; startTime: number };
  for (const t of ((audit('long-tasks')?.details as { items?: Task[] } | undefined)?.items ?? []))
    console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms  ${t.url}`);
  console.log('main-thread tasks over 10 ms, as they ran (unthrottled):');
  const trace = (result.artifacts as { Trace?: { traceEvents: Parameters<typeof mainThreadTasks>[0] } }).Trace;
  for (const task of mainThreadTasks(trace?.traceEvents ?? []))
    console.log(`  ${task.durationMs} ms at ${task.startMs} ms  ${task.work.join(', ')}${task.scripts.length ? `  [${task.scripts.join(' ')}]` : ''}`);
} finally {
  await chrome.kill();
  await server.close();
}
