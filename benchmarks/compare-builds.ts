/**
 * Two or more builds, side by side, in one run: for each route, the painted → hydrated window
 * (hydration-window.ts) and Lighthouse's mobile score with simulated throttling, LCP and TBT, each
 * the median of `runs`, with the bare reference page measured the same way. Builds are measured
 * route by route, one after the other, so a change in the machine's load hits them alike: two
 * numbers from different runs say little about a change of a few tens of milliseconds.
 *
 * Each build is given as a running server (`name=origin`), not a folder, because a build is only
 * right with its own server: the CSP allows the boot script by the hash of its text, so an older
 * build served by today's server runs no script at all. Serve another checkout's build with
 * `pnpm exec tsx serve-build.ts` in its benchmarks/ (or any server of that commit).
 *
 *   pnpm exec tsx compare-builds.ts today=http://127.0.0.1:4301 head=http://127.0.0.1:4302
 *   pnpm exec tsx compare-builds.ts 3 --lighthouse-only a=… b=… / /privacy
 *
 * `--lighthouse-only` skips the window, for builds older than the `rooted:hydrated` mark.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  HYDRATION_RUNS,
  HYDRATION_WINDOW_TARGET_MS,
  measureHydrationWindow,
  type HydrationRouteResult,
} from './hydration-window';
import { runLighthouse, startChrome, withRetry } from './lighthouse-runner';
import { median, type RunMetrics } from './metrics';
import { serveReference } from './serve-builds';

export interface Build {
  name: string;
  origin: string;
}
export interface BuildRow {
  route: string;
  build: string;
  /** Absent with `window: false`. */
  window?: HydrationRouteResult;
  lighthouse: RunMetrics;
}
export interface BuildComparison {
  runs: number;
  rows: BuildRow[];
  /** The bare reference page under Lighthouse, the same settings. */
  bare: RunMetrics;
}

export async function compareBuilds(
  builds: readonly Build[],
  routes: readonly string[],
  options: { runs?: number; window?: boolean; log?: (line: string) => void } = {},
): Promise<BuildComparison> {
  const { runs = HYDRATION_RUNS, window: withWindow = true, log = () => {} } = options;
  const reference = await serveReference();
  const chrome = await startChrome();
  const lighthouse = async (url: string) => {
    const samples: RunMetrics[] = [];
    for (let i = 0; i < runs; i += 1)
      samples.push(await withRetry(() => runLighthouse(url, chrome.port, 'mobile', 'simulate')));
    return median(samples);
  };
  try {
    const bare = await lighthouse(`${reference.origin}/`);
    log(
      `  bare page: performance ${bare.performance}, LCP ${Math.round(bare.lcpMs)} ms, TBT ${Math.round(bare.tbtMs)} ms`,
    );
    const rows: BuildRow[] = [];
    for (const route of routes) {
      for (const build of builds) {
        const window = withWindow
          ? (await measureHydrationWindow(build.origin, reference.origin, [route], runs))[0]
          : undefined;
        const metrics = await lighthouse(`${build.origin}${route}`);
        rows.push({ route, build: build.name, window, lighthouse: metrics });
        const windowText = window
          ? `window ${Math.round(window.windowMs)} ms (FCP ${Math.round(window.fcpMs)}, bare FCP ${Math.round(window.bareFcpMs)}), `
          : '';
        log(
          `  ${route} ${build.name}: ${windowText}performance ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms`,
        );
      }
    }
    return { runs, rows, bare };
  } finally {
    chrome.kill();
    await reference.close();
  }
}

/** One table row per route and build: the window's columns, then Lighthouse's. */
export function renderComparisonTable(result: BuildComparison, firstColumn = 'Build'): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const withWindow = result.rows.some((row) => row.window);
  const head = withWindow
    ? `| Route | ${firstColumn} | Bare FCP | FCP | Window | Performance | LCP | TBT |\n|---|---|---|---|---|---|---|---|`
    : `| Route | ${firstColumn} | Performance | LCP | TBT |\n|---|---|---|---|---|`;
  const rows = result.rows.map(({ route, build, window: w, lighthouse: l }) => {
    const windowCells = w
      ? [s(w.bareFcpMs), s(w.fcpMs), `${s(w.windowMs)}${w.windowMs <= HYDRATION_WINDOW_TARGET_MS ? '' : ' (over)'}`]
      : [];
    return `| ${[route, build, ...windowCells, `${l.performance}`, s(l.lcpMs), `${Math.round(l.tbtMs)} ms`].join(' | ')} |`;
  });
  return `${head}\n${rows.join('\n')}`;
}

/** `[runs] [--lighthouse-only] name=origin… route…` */
export function parseArguments(args: readonly string[]): {
  runs: number;
  window: boolean;
  builds: Build[];
  routes: string[];
} {
  const rest = args.filter((arg) => arg !== '--');
  const runs = rest[0] && /^\d+$/.test(rest[0]) ? Number(rest.shift()) : HYDRATION_RUNS;
  const window = !rest.includes('--lighthouse-only');
  const builds = rest
    .filter((arg) => /^[\w.-]+=https?:\/\//.test(arg))
    .map((arg) => {
      const at = arg.indexOf('=');
      return { name: arg.slice(0, at), origin: arg.slice(at + 1).replace(/\/$/, '') };
    });
  const routes = rest.filter((arg) => arg.startsWith('/'));
  if (builds.length < 1)
    throw new Error('Name at least one build as name=origin (for example today=http://127.0.0.1:4301).');
  return { runs, window, builds, routes: routes.length ? routes : ['/'] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { runs, window, builds, routes } = parseArguments(process.argv.slice(2));
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const result = await compareBuilds(builds, routes, { runs, window, log: console.log });
  console.log(
    `bare page: performance ${result.bare.performance}, LCP ${Math.round(result.bare.lcpMs)} ms, TBT ${Math.round(result.bare.tbtMs)} ms; medians of ${runs}`,
  );
  console.log(renderComparisonTable(result));
}
