import {
  CSS_BUDGET_BYTES,
  JS_BUDGET_FACTOR,
  jsBudgetBytes,
  type InitialBytes,
} from '../apps/site/e2e/test-support/bundle-size';
import { renderHostileSection, type HostileResult } from './hostile-report';
import type { LeadLoadResult } from './leads-load';
import { medianOf, type Preset, type RunMetrics, type Throttling } from './metrics';

/*
 * docs/benchmarks.md from one run's numbers: no file or process access here (report.ts writes the
 * file and keeps the history), so the verdicts are unit-tested on made-up runs.
 */

export interface RouteResult {
  route: string;
  preset: Preset;
  throttling: Throttling;
  /** Lighthouse runs behind each median; absent in runs recorded before it varied by preset. */
  runs?: number;
  ours: RunMetrics;
  baseline: RunMetrics;
  /** The bare reference page measured once right beside this route (mobile, simulated only). */
  floor?: RunMetrics;
}

/** The bare reference page (serve-builds.ts) under one preset and throttling: the machine's floor. */
export interface ReferenceResult {
  preset: Preset;
  throttling: Throttling;
  metrics: RunMetrics;
}

/** What a route of our build needs before hydration (the budget test's measurement). */
export interface InitialSize extends InitialBytes {
  route: string;
}

export interface Report {
  floorBytes: number;
  runs: number;
  results: RouteResult[];
  /** Absent in runs recorded before the reference page existed. */
  references?: ReferenceResult[];
  /** Absent in runs recorded before the benchmark measured it. */
  initial?: InitialSize[];
  leads?: LeadLoadResult;
  /** Absent in runs recorded before the hostile mix was measured. */
  hostile?: HostileResult;
  quick: boolean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(results: RouteResult[], reference?: RunMetrics): string {
  const rows = results.map(
    ({ route, ours: o, baseline: b }) =>
      `| ${route} | ${o.performance} / ${b.performance} | ${o.accessibility} / ${b.accessibility} | ${o.bestPractices} / ${b.bestPractices} | ${o.seo} / ${b.seo} | ${Math.round(o.lcpMs)} / ${Math.round(b.lcpMs)} | ${Math.round(o.tbtMs)} / ${Math.round(b.tbtMs)} | ${o.cls.toFixed(3)} / ${b.cls.toFixed(3)} | ${kb(o.jsBytes)} / ${kb(b.jsBytes)} | ${kb(o.cssBytes)} / ${kb(b.cssBytes)} |`,
  );
  return [
    '| Route | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | All JS KB | CSS files KB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    ...(reference
      ? [
          `| _bare HTML page (machine floor)_ | ${reference.performance} | ${reference.accessibility} | ${reference.bestPractices} | ${reference.seo} | ${Math.round(reference.lcpMs)} | ${Math.round(reference.tbtMs)} | ${reference.cls.toFixed(3)} | ${kb(reference.jsBytes)} | ${kb(reference.cssBytes)} |`,
        ]
      : []),
  ].join('\n');
}

/** What the machine itself costs: the reference page's mobile simulated numbers and the CPU index. */
function machineFloor(report: Report): string {
  const mobile = report.references?.find((r) => r.preset === 'mobile' && r.throttling === 'simulate')?.metrics;
  if (!mobile) return '';
  const indices = [
    ...report.results.flatMap((r) => [r.ours.benchmarkIndex, r.baseline.benchmarkIndex]),
    ...(report.references ?? []).map((r) => r.metrics.benchmarkIndex),
  ].filter(Number.isFinite);
  const range = indices.length ? `${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))}` : 'unknown';
  const beside = floorTbts(report.results);
  const drift = beside.length
    ? ` Measured again beside each route, its TBT ranged ${Math.round(Math.min(...beside))}–${Math.round(Math.max(...beside))} ms (median ${Math.round(medianOf(beside))} ms).`
    : '';
  return `
Machine floor: a bare HTML page (a heading and a paragraph, no CSS or script) measured the same way scores
performance ${mobile.performance}, LCP ${Math.round(mobile.lcpMs)} ms and TBT ${Math.round(mobile.tbtMs)} ms (mobile, simulated).${drift} Whatever it
loses is the machine's, not the site's. Lighthouse's CPU benchmark index over the run: ${range} (higher is faster).
`;
}

/** The TBT of the bare page measured beside each route (none in runs recorded before it was). */
function floorTbts(rows: RouteResult[]): number[] {
  return rows.flatMap((r) => (r.floor ? [r.floor.tbtMs] : []));
}

/** What the two size columns of the Lighthouse tables count (they are not the budgets). */
const TRANSFER_NOTE =
  ' The size columns count everything transferred while Lighthouse watched, lazy chunks included; our stylesheet is inlined in the HTML, so no CSS file appears. What a route needs before hydration is under "Before hydration".';

/** The route Lighthouse sees answer 404: SEO and best practices flag the status itself, by design. */
const NOT_FOUND_ROUTE = '/no-such-page';

/**
 * Issue #10's targets for our build (Lighthouse's under mobile simulated throttling, and the
 * sizes), each with its verdict and the worst route, so a run says at a glance what holds.
 */
function targets({ results, initial, floorBytes }: Report): string {
  const rows = results.filter((r) => r.preset === 'mobile' && r.throttling === 'simulate');
  if (!rows.length) return '_no mobile simulated runs_';
  const check = (
    label: string,
    pick: (r: RouteResult) => number,
    ok: (value: number) => boolean,
    worstIsMax: boolean,
    format: (v: number) => string,
    from = rows,
  ) => {
    const worst = from.reduce((a, b) => ((worstIsMax ? pick(b) > pick(a) : pick(b) < pick(a)) ? b : a));
    const failing = from.filter((r) => !ok(pick(r))).map((r) => r.route);
    const verdict = failing.length ? `**missed** on ${failing.join(', ')}` : 'met';
    return `| ${label} | ${verdict} | ${format(pick(worst))} (${worst.route}) |`;
  };
  const pages = rows.filter((r) => r.route !== NOT_FOUND_ROUTE);
  const score = (v: number) => String(v);
  const beside = floorTbts(rows);
  const floor = beside.length ? medianOf(beside) : undefined;
  const aboveFloor =
    floor === undefined
      ? []
      : [
          check(
            `TBT above the machine floor (${Math.round(floor)} ms) ≤ 50 ms, indicative`,
            (r) => Math.max(0, r.ours.tbtMs - floor),
            (v) => v <= 50,
            true,
            (v) => `${Math.round(v)} ms`,
          ),
        ];
  return [
    'Lighthouse targets are judged on mobile with simulated throttling; the size targets on what each route loads before hydration.',
    '',
    '| Target | Verdict | Worst route |',
    '|---|---|---|',
    check(
      'Performance 100 on every route',
      (r) => r.ours.performance,
      (v) => v >= 100,
      false,
      score,
    ),
    check(
      'No route under 98',
      (r) => r.ours.performance,
      (v) => v >= 98,
      false,
      score,
    ),
    check(
      'Accessibility 100',
      (r) => r.ours.accessibility,
      (v) => v >= 100,
      false,
      score,
    ),
    check(
      'Best practices 100 (pages)',
      (r) => r.ours.bestPractices,
      (v) => v >= 100,
      false,
      score,
      pages,
    ),
    check(
      'SEO 100 (pages)',
      (r) => r.ours.seo,
      (v) => v >= 100,
      false,
      score,
      pages,
    ),
    check(
      'LCP ≤ 1.2 s',
      (r) => r.ours.lcpMs,
      (v) => v <= 1200,
      true,
      (v) => `${Math.round(v)} ms`,
    ),
    check(
      'TBT ≤ 50 ms',
      (r) => r.ours.tbtMs,
      (v) => v <= 50,
      true,
      (v) => `${Math.round(v)} ms`,
    ),
    check(
      'CLS ≤ 0.01',
      (r) => r.ours.cls,
      (v) => v <= 0.01,
      true,
      (v) => v.toFixed(3),
    ),
    ...aboveFloor,
    ...sizeTargets(initial, floorBytes),
    '',
    `"Pages" leaves out ${NOT_FOUND_ROUTE}: it answers 404 on purpose, which Lighthouse's SEO (status code) and best-practices (console error for the document) audits flag.`,
    ...(floor === undefined
      ? []
      : [
          '',
          `The "TBT above the machine floor" row is not a Lighthouse number: it takes away the median TBT of the bare page measured beside each route, the part of TBT any page pays on this machine (mostly the task that commits the navigation, see "Reading these numbers"). It says how much is the site's own.`,
        ]),
  ].join('\n');
}

/** The size targets, judged on what each route needs before hydration (absent in older runs). */
function sizeTargets(initial: InitialSize[] | undefined, floorBytes: number): string[] {
  const home = initial?.find((size) => size.route === '/');
  if (!initial || !home) return [];
  const jsBudget = jsBudgetBytes(floorBytes);
  const worstCss = initial.reduce((a, b) => (b.cssBytes > a.cssBytes ? b : a));
  const cssMissed = initial.filter((size) => size.cssBytes > CSS_BUDGET_BYTES).map((size) => size.route);
  return [
    `| Home page JS before hydration ≤ ${JS_BUDGET_FACTOR} × floor (${kb(jsBudget)} KB gzip) | ${home.jsBytes <= jsBudget ? 'met' : '**missed**'} | ${kb(home.jsBytes)} KB (/) |`,
    `| CSS before hydration ≤ ${kb(CSS_BUDGET_BYTES)} KB gzip | ${cssMissed.length ? `**missed** on ${cssMissed.join(', ')}` : 'met'} | ${kb(worstCss.cssBytes)} KB (${worstCss.route}) |`,
  ];
}

/** Per route: the JS and CSS our build needs before hydration, against the budgets. */
function initialTable(initial: InitialSize[], floorBytes: number): string {
  const jsBudget = jsBudgetBytes(floorBytes);
  return [
    `Gzip sizes of the files each route requests before hydration, CSS inlined in the HTML included; lazy code loaded afterwards does not count. Budgets: JS ≤ ${kb(jsBudget)} KB (${JS_BUDGET_FACTOR} × the floor; the issue names the home page, \`e2e/budgets.spec.ts\` holds every route to it), CSS ≤ ${kb(CSS_BUDGET_BYTES)} KB.`,
    '',
    '| Route | JS KB | CSS KB | Within budget |',
    '|---|---|---|---|',
    ...initial.map(
      ({ route, jsBytes, cssBytes }) =>
        `| ${route} | ${kb(jsBytes)} | ${kb(cssBytes)} | ${jsBytes <= jsBudget && cssBytes <= CSS_BUDGET_BYTES ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}

/** Where a run was made and what it measured; the free text under the tables is notes.md. */
export interface RunInfo {
  date: string;
  machine: string;
  commit: string;
  /** False while a run is in progress (routes measured so far). */
  final: boolean;
  notes: string;
}

/** docs/benchmarks.md for one run: the targets with their verdicts, then every table. */
export function renderReport(report: Report, { date, machine, commit, final, notes }: RunInfo): string {
  const sections: string[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const throttling of ['simulate', 'devtools'] as const) {
      const rows = report.results.filter((r) => r.preset === preset && r.throttling === throttling);
      if (!rows.length) continue;
      const reference = report.references?.find((r) => r.preset === preset && r.throttling === throttling)?.metrics;
      const runs = rows[0]!.runs ?? report.runs;
      sections.push(
        `### ${preset}, ${throttling === 'simulate' ? 'simulated throttling (Lighthouse default)' : 'devtools throttling'}\n\nEach cell: ours / baseline (client-rendered SPA). Medians of ${runs} run(s).${TRANSFER_NOTE}\n\n${table(rows, reference)}`,
      );
    }
  }
  const leads = report.leads
    ? [
        `| Leads | Concurrency | Accepted/s | p50 | p99 | Drain after recovery | Each delivered once |`,
        `|---|---|---|---|---|---|---|`,
        `| ${report.leads.leads} | ${report.leads.concurrency} | ${report.leads.acceptedPerSecond} | ${report.leads.p50Ms.toFixed(1)} ms | ${report.leads.p99Ms.toFixed(1)} ms | ${(report.leads.drainMs / 1000).toFixed(1)} s | ${report.leads.deliveredOnce ? 'yes' : 'NO'} |`,
      ].join('\n')
    : '_not run_';

  return `# Benchmarks

Generated by \`pnpm bench\` on ${date} from commit ${commit}${final ? '' : ' (in progress: routes measured so far)'}${report.quick ? ' (quick mode: a subset of routes, 1 run, simulated throttling only)' : ''}.
Machine: ${machine}.
${machineFloor(report)}
JS floor (React 19 + react-router data router, same build): **${kb(report.floorBytes)} KB gzip**; budget ${JS_BUDGET_FACTOR} × floor = ${kb(jsBudgetBytes(report.floorBytes))} KB.
The per-route budgets themselves are enforced by \`apps/site/e2e/budgets.spec.ts\` in \`pnpm test\`.

## Targets

${report.results.length ? targets(report) : '_not run_'}

## Before hydration

${report.initial?.length ? initialTable(report.initial, report.floorBytes) : '_not measured in this run_'}

## Lighthouse

${sections.join('\n\n') || '_not run_'}

## Lead API (loopback, Omnisend fake down then recovering)

${leads}

${report.hostile ? `${renderHostileSection(report.hostile, { date, quick: report.quick })}\n\n` : ''}${notes}`;
}
