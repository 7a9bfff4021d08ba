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
 *   pnpm exec tsx early-fetch-tradeoff.ts                    # the four routes, 5 runs each
 *   pnpm exec tsx early-fetch-tradeoff.ts 3 / /privacy       # 3 runs, two routes
 *   pnpm exec tsx early-fetch-tradeoff.ts --write            # also writes docs/benchmarks.md
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { compareBuilds, renderComparisonTable, type BuildComparison } from './compare-builds';
import { earlyFetchCopy } from './early-fetch-variant';
import { HYDRATION_RUNS } from './hydration-window';
import { writeReportSection } from './report-section';
import { serveSite } from './serve-builds';

export const TRADEOFF_ROUTES = ['/', '/docs', '/peer-mentoring', '/privacy'];

/** Measures both variants of the build in `clientDir` on `routes` (compare-builds.ts, alternating). */
export async function measureEarlyFetchTradeoff(
  clientDir: string,
  routes: readonly string[] = TRADEOFF_ROUTES,
  runs = HYDRATION_RUNS,
  log: (line: string) => void = () => {},
): Promise<BuildComparison> {
  const copy = await earlyFetchCopy(clientDir);
  // The copy keeps the boot script's text, so today's server (its CSP hash) serves both.
  const today = await serveSite(clientDir);
  const early = await serveSite(copy.dir);
  try {
    const builds = [
      { name: 'today', origin: today.origin },
      { name: 'early fetch', origin: early.origin },
    ];
    return await compareBuilds(builds, routes, { runs, log });
  } finally {
    await Promise.all([today.close(), early.close()]);
    await copy.remove();
  }
}

/** The report's section: one row per route and variant. */
export function renderEarlyFetchSection(
  result: BuildComparison,
  context: { date: string; commit: string; loadAverage: string },
): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const { bare } = result;
  return `## Early fetch: the window against Lighthouse (${context.date}, ${context.commit})

Today the boot script starts fetching the code after the first contentful paint. The variant adds
\`<link rel=modulepreload>\` for the same modules to the head of a copy of the built pages, so the
download starts with the HTML while the code still runs after the paint. Window: FCP → hydrated
in Chromium with 4× CPU slowdown, 150 ms latency and 1.6 Mbit/s, median of ${result.runs} uncached loads
(bare FCP: the reference page, loaded the same way just before). Performance, LCP and TBT:
Lighthouse mobile with simulated throttling, median of ${result.runs}; the bare page scores
${bare.performance} (LCP ${s(bare.lcpMs)}, TBT ${Math.round(bare.tbtMs)} ms). Load average at the start: ${context.loadAverage}.

${renderComparisonTable(result, 'Variant')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const write = args.includes('--write');
  const rest = args.filter((arg) => arg !== '--write');
  const runs = rest[0] && /^\d+$/.test(rest[0]) ? Number(rest.shift()) : HYDRATION_RUNS;
  const routes = rest.length ? rest : TRADEOFF_ROUTES;
  const loadAverage = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`load average ${loadAverage}`);
  const result = await measureEarlyFetchTradeoff(join(siteDir, 'dist/client'), routes, runs, console.log);
  const { currentCommit } = await import('./report');
  const section = renderEarlyFetchSection(result, {
    date: new Date().toISOString().slice(0, 10),
    commit: currentCommit(),
    loadAverage,
  });
  console.log(section);
  if (write) console.log(`wrote ${writeReportSection('early-fetch', section)}`);
}
