/**
 * The window in which a page is painted but not yet interactive: first contentful paint →
 * hydrated (the `rooted:hydrated` mark the root layout sets in its first effect, after which
 * every input is answered at once), on a slow phone as Chromium emulates it: 4× CPU slowdown,
 * 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up (the DevTools throttling Lighthouse's mobile
 * preset uses), a fresh browser context per load, so nothing is cached. The bare reference page's
 * FCP is measured beside it: it says how fast this machine paints at all.
 *
 *   pnpm exec tsx hydration-window.ts                 # every route, median of 5
 *   pnpm exec tsx hydration-window.ts 3 / /docs       # 3 loads each of two routes
 *   pnpm exec tsx hydration-window.ts --write         # every route, and docs/benchmarks.md
 *
 * Run on its own it prints the table; `pnpm bench` also writes it to docs/benchmarks.md.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../apps/site/chromium';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { pages } from '../apps/site/src/routes/route-table';
import { medianOf } from './metrics';
import { serveReference, serveSite } from './serve-builds';

export const HYDRATION_RUNS = 5;
/** The window the issue asks for, at the median. */
export const HYDRATION_WINDOW_TARGET_MS = 1000;
const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 };

export interface HydrationSample {
  fcpMs: number;
  hydratedMs: number;
}

export interface HydrationRouteResult {
  route: string;
  runs: number;
  fcpMs: number;
  hydratedMs: number;
  /** Median of the per-load windows (not the difference of the two medians). */
  windowMs: number;
  /** The bare page's FCP, measured right before this route. */
  bareFcpMs: number;
}

/** Slows a page down to the slow phone above (CPU and network), through its CDP session. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
}

/** One throttled load of `url`: FCP and the hydrated mark, in ms since navigation start. */
export async function loadOnce(browser: Browser, url: string, until: 'hydrated' | 'painted'): Promise<HydrationSample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A string, not a function: tsx would wrap a function's inner helpers in a helper the page lacks.
    const mark = until === 'hydrated' ? "'rooted:hydrated'" : 'null';
    return (await page.evaluate(`new Promise((resolve) => {
      const timer = setInterval(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const hydrated = ${mark} ? performance.getEntriesByName(${mark})[0] : { startTime: 0 };
        if (!fcp || !hydrated) return;
        clearInterval(timer);
        resolve({ fcpMs: fcp.startTime, hydratedMs: hydrated.startTime });
      }, 50);
    })`)) as HydrationSample;
  } finally {
    await context.close();
  }
}

/** FCP → hydrated on each route (median of `runs` loads), the bare page's FCP beside each. */
export async function measureHydrationWindow(
  siteOrigin: string,
  bareOrigin: string,
  routes: readonly string[],
  runs = HYDRATION_RUNS,
  log: (line: string) => void = () => {},
): Promise<HydrationRouteResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] });
  const results: HydrationRouteResult[] = [];
  try {
    for (const route of routes) {
      const bare = await loadOnce(browser, `${bareOrigin}/`, 'painted');
      const samples: HydrationSample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await loadOnce(browser, `${siteOrigin}${route}`, 'hydrated'));
      const result: HydrationRouteResult = {
        route,
        runs,
        fcpMs: medianOf(samples.map((s) => s.fcpMs)),
        hydratedMs: medianOf(samples.map((s) => s.hydratedMs)),
        windowMs: medianOf(samples.map((s) => s.hydratedMs - s.fcpMs)),
        bareFcpMs: bare.fcpMs,
      };
      results.push(result);
      log(
        `  ${route}: FCP ${Math.round(result.fcpMs)} ms, hydrated ${Math.round(result.hydratedMs)} ms, window ${Math.round(result.windowMs)} ms (loads: ${samples.map((s) => Math.round(s.hydratedMs - s.fcpMs)).join(' ')}), bare FCP ${Math.round(bare.fcpMs)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The report's section: one row per route, and whether the median window meets the target. */
export function renderHydrationSection(
  results: readonly HydrationRouteResult[],
  context: { date: string; commit: string; loadAverage: string },
): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${s(r.bareFcpMs)} | ${s(r.fcpMs)} | ${s(r.hydratedMs)} | ${s(r.windowMs)} | ${r.windowMs <= HYDRATION_WINDOW_TARGET_MS ? 'met' : '**missed**'} |`,
  );
  return `## Painted → interactive (${context.date}, ${context.commit})

How long a page shows before it answers input: first contentful paint → the root layout's
\`rooted:hydrated\` mark, in Chromium with 4× CPU slowdown, 150 ms latency and 1.6 Mbit/s, median
of ${results[0]?.runs ?? HYDRATION_RUNS} uncached loads per route (the window is the median of each load's own window).
Bare FCP is the reference page (no CSS, no script) loaded the same way just before. Target: window ≤
${HYDRATION_WINDOW_TARGET_MS / 1000} s. Load average at the start: ${context.loadAverage}.

| Route | Bare FCP | FCP | Hydrated | Window | Target |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = process.argv.slice(2).filter((arg) => arg !== '--');
  const write = all.includes('--write');
  const args = all.filter((arg) => arg !== '--write');
  const runs = args[0] && /^\d+$/.test(args[0]) ? Number(args.shift()) : HYDRATION_RUNS;
  const routes = args.length ? args : pages.map((p) => p.path);
  const site = await serveSite(join(siteDir, 'dist/client'));
  const bare = await serveReference();
  try {
    const { loadavg } = await import('node:os');
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const loadAverage = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const results = await measureHydrationWindow(site.origin, bare.origin, routes, runs, console.log);
    const { currentCommit } = await import('./report');
    const { writeReportSection } = await import('./report-section');
    const section = renderHydrationSection(results, {
      date: new Date().toISOString().slice(0, 10),
      commit: currentCommit(),
      loadAverage,
    });
    console.log(section);
    // Only a run of every route replaces the report's section.
    if (write && routes.length === pages.length)
      console.log(`wrote ${writeReportSection('hydration-window', section)}`);
  } finally {
    await site.close();
    await bare.close();
  }
}
