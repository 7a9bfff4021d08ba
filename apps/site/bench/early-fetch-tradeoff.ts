/**
 * The early-fetch trade-off, in one run: today's build (code fetched and run after the first
 * paint) against the same build whose pages fetch their code before it (early-fetch-variant.ts:
 * modulepreload links in the head, no rebuild). For each route, the painted → hydrated window
 * (hydration-window.ts, median of 5 throttled loads) and Lighthouse's mobile score with simulated
 * throttling, LCP and TBT (median of 5), with the bare reference page measured the same way. The
 * window wants the code early; Lighthouse's simulation counts every request that finished before
 * the observed first paint against it. Both variants are measured route by route, one after the
 * other, so a change in the machine's load hits both alike.
 *
 *   pnpm exec tsx bench/early-fetch-tradeoff.ts                    # the four routes, 5 runs each
 *   pnpm exec tsx bench/early-fetch-tradeoff.ts 3 / /privacy       # 3 runs, two routes
 *   pnpm exec tsx bench/early-fetch-tradeoff.ts --write            # also writes docs/benchmarks.md
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../e2e/test-support/bundle-size';
import { earlyFetchCopy } from './early-fetch-variant';
import { HYDRATION_RUNS, HYDRATION_WINDOW_TARGET_MS, measureHydrationWindow, type HydrationRouteResult } from './hydration-window';
import { runLighthouse, startChrome, withRetry } from './lighthouse-runner';
import { median, type RunMetrics } from './metrics';
import { writeReportSection } from './report-section';
import { serveReference, serveSite } from './serve-builds';

export const TRADEOFF_ROUTES = ['/', '/docs', '/peer-mentoring', '/privacy'];
export const VARIANTS = ['today', 'early fetch'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface TradeoffRow {
  route: string;
  variant: Variant;
  window: HydrationRouteResult;
  lighthouse: RunMetrics;
}
export interface TradeoffResult {
  runs: number;
  rows: TradeoffRow[];
  /** The bare reference page under Lighthouse, the same settings. */
  bare: RunMetrics;
}


/** Measures both variants of the build in `clientDir` on `routes`. */
export async function measureEarlyFetchTradeoff(
  clientDir: string,
  routes: readonly string[] = TRADEOFF_ROUTES,
  runs = HYDRATION_RUNS,
  log: (line: string) => void = () => {},
): Promise<TradeoffResult> {
  const copy = await earlyFetchCopy(clientDir);
  const servers = { today: await serveSite(clientDir), 'early fetch': await serveSite(copy.dir) };
  const reference = await serveReference();
  const chrome = await startChrome();
  const lighthouse = async (url: string) => {
    const samples: RunMetrics[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await withRetry(() => runLighthouse(url, chrome.port, 'mobile', 'simulate')));
    return median(samples);
  };
  try {
    const bare = await lighthouse(`${reference.origin}/`);
    log(`  bare page: performance ${bare.performance}, LCP ${Math.round(bare.lcpMs)} ms, TBT ${Math.round(bare.tbtMs)} ms`);
    const rows: TradeoffRow[] = [];
    for (const route of routes) {
      for (const variant of VARIANTS) {
        const origin = servers[variant].origin;
        const [window] = await measureHydrationWindow(origin, reference.origin, [route], runs);
        const metrics = await lighthouse(`${origin}${route}`);
        rows.push({ route, variant, window: window!, lighthouse: metrics });
        log(
          `  ${route} ${variant}: window ${Math.round(window!.windowMs)} ms (FCP ${Math.round(window!.fcpMs)}, bare FCP ${Math.round(window!.bareFcpMs)}), performance ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms`,
        );
      }
    }
    return { runs, rows, bare };
  } finally {
    chrome.kill();
    await Promise.all([servers.today.close(), servers['early fetch'].close(), reference.close()]);
    await copy.remove();
  }
}

/** The report's section: one row per route and variant. */
export function renderEarlyFetchSection(result: TradeoffResult, context: { date: string; commit: string; loadAverage: string }): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = result.rows.map(({ route, variant, window: w, lighthouse: l }) =>
    [
      route,
      variant,
      s(w.bareFcpMs),
      s(w.fcpMs),
      `${s(w.windowMs)}${w.windowMs <= HYDRATION_WINDOW_TARGET_MS ? '' : ' (over)'}`,
      `${l.performance}`,
      s(l.lcpMs),
      `${Math.round(l.tbtMs)} ms`,
    ].join(' | '),
  );
  const { bare } = result;
  return `## Early fetch: the window against Lighthouse (${context.date}, ${context.commit})

Today the boot script starts fetching the code after the first contentful paint. The variant adds
\`<link rel=modulepreload>\` for the same modules to the head of a copy of the built pages, so the
download starts with the HTML while the code still runs after the paint. Window: FCP → hydrated
in Chromium with 4× CPU slowdown, 150 ms latency and 1.6 Mbit/s, median of ${result.runs} uncached loads
(bare FCP: the reference page, loaded the same way just before). Performance, LCP and TBT:
Lighthouse mobile with simulated throttling, median of ${result.runs}; the bare page scores
${bare.performance} (LCP ${s(bare.lcpMs)}, TBT ${Math.round(bare.tbtMs)} ms). Load average at the start: ${context.loadAverage}.

| Route | Variant | Bare FCP | FCP | Window | Performance | LCP | TBT |
|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join('\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const write = args.includes('--write');
  const rest = args.filter((arg) => arg !== '--write');
  const runs = rest[0] && /^\d+$/.test(rest[0]) ? Number(rest.shift()) : HYDRATION_RUNS;
  const routes = rest.length ? rest : TRADEOFF_ROUTES;
  const loadAverage = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`load average ${loadAverage}`);
  const result = await measureEarlyFetchTradeoff(join(siteDir, 'dist/client'), routes, runs, console.log);
  const { currentCommit } = await import('./report');
  const section = renderEarlyFetchSection(result, { date: new Date().toISOString().slice(0, 10), commit: currentCommit(), loadAverage });
  console.log(section);
  if (write) console.log(`wrote ${writeReportSection('early-fetch', section)}`);
}
