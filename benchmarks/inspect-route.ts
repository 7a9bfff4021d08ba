/**
 * Lighthouse runs of one route of the production build, for finding out *why* a number is what
 * it is. One run prints the headline metrics, the observed (unthrottled) paint times, every
 * request, Lighthouse's long tasks (simulated time) and the main thread's tasks over 10 ms as they
 * really ran, and writes the whole result to benchmarks/results/lhr.json. Several runs print one line
 * each (metrics and the real tasks over 10 ms) and the medians: the numbers move from run to run,
 * so compare medians, never two single runs.
 *
 *   pnpm exec tsx inspect-route.ts / simulate mobile       # one run, in detail
 *   pnpm exec tsx inspect-route.ts / simulate mobile 5     # five runs, one line each
 *   SITE_DIST_DIR=… pnpm exec tsx inspect-route.ts /stories/x  # a copy of the build elsewhere
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Result } from 'lighthouse';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { startChrome } from './lighthouse-runner';
import { medianOf } from './metrics';
import { firstLayoutTask, mainThreadTasks } from './main-thread-tasks';
import { serveSite } from './serve-builds';

const [route = '/', throttling = 'simulate', preset = 'mobile', runsArg = '1'] = process.argv.slice(2);
const runs = Number(runsArg);
// SITE_DIST_DIR: another build or copy (e.g. the long story's, e2e/test-support/long-story.ts).
const server = await serveSite(join(process.env.SITE_DIST_DIR ?? join(siteDir, 'dist'), 'client'));
const chrome = await startChrome();

type TraceEvents = Parameters<typeof mainThreadTasks>[0];
const audit = (lhr: Result, id: string) => lhr.audits[id];
const ms = (lhr: Result, id: string) => Math.round(audit(lhr, id)?.numericValue ?? Number.NaN);
const cls = (lhr: Result) => (audit(lhr, 'cumulative-layout-shift')?.numericValue ?? Number.NaN).toFixed(3);
const performance = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

function printDetail(lhr: Result, traceEvents: TraceEvents) {
  const observed =
    (audit(lhr, 'metrics')?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  console.log(
    `performance ${performance(lhr)}  FCP ${ms(lhr, 'first-contentful-paint')} ms  LCP ${ms(lhr, 'largest-contentful-paint')} ms  TBT ${ms(lhr, 'total-blocking-time')} ms  CLS ${cls(lhr)}`,
  );
  console.log(
    `observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
  );
  type Request = {
    networkRequestTime: number;
    networkEndTime: number;
    transferSize: number;
    priority: string;
    url: string;
  };
  for (const r of (audit(lhr, 'network-requests')?.details as { items?: Request[] } | undefined)?.items ?? [])
    console.log(
      `  ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms  ${r.transferSize} B  ${r.priority}  ${new URL(r.url).pathname}`,
    );
  type Task = { url: string; duration: number; startTime: number };
  for (const t of (audit(lhr, 'long-tasks')?.details as { items?: Task[] } | undefined)?.items ?? [])
    console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms  ${t.url}`);
  const layout = firstLayoutTask(traceEvents);
  if (layout)
    console.log(
      `first layout: ${layout.durationMs} ms at ${layout.startMs} ms (${layout.work.join(', ')}); Lantern runs layout at 2×, and counts it when it lands after its first-paint estimate`,
    );
  console.log('main-thread tasks over 10 ms, as they ran (unthrottled):');
  for (const task of mainThreadTasks(traceEvents))
    console.log(
      `  ${task.durationMs} ms at ${task.startMs} ms  ${task.work.join(', ')}${task.scripts.length ? `  [${task.scripts.join(' ')}]` : ''}`,
    );
}

try {
  const summaries: { performance: number; tbt: number }[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(
      `${server.origin}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod: throttling as 'simulate' | 'devtools',
        disableFullPageScreenshot: true,
        ignoreStatusCode: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const traceEvents = (result.artifacts as { Trace?: { traceEvents: TraceEvents } }).Trace?.traceEvents ?? [];
    if (runs === 1) {
      const outDir = fileURLToPath(new URL('results', import.meta.url));
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'lhr.json'), JSON.stringify(lhr));
      printDetail(lhr, traceEvents);
      break;
    }
    summaries.push({ performance: performance(lhr), tbt: ms(lhr, 'total-blocking-time') });
    const tasks = mainThreadTasks(traceEvents).map((task) => task.durationMs);
    console.log(
      `run ${run}: performance ${performance(lhr)}  FCP ${ms(lhr, 'first-contentful-paint')}  LCP ${ms(lhr, 'largest-contentful-paint')}  TBT ${ms(lhr, 'total-blocking-time')} ms  CLS ${cls(lhr)}  CPU index ${Math.round(lhr.environment.benchmarkIndex)}  first layout ${firstLayoutTask(traceEvents)?.durationMs ?? '–'} ms  real tasks ≥ 10 ms: ${tasks.join(' ')}`,
    );
  }
  if (runs > 1) {
    console.log(
      `median of ${runs}: performance ${medianOf(summaries.map((s) => s.performance))}, TBT ${medianOf(summaries.map((s) => s.tbt))} ms`,
    );
  }
} finally {
  await chrome.kill();
  await server.close();
}
