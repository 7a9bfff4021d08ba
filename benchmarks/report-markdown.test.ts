// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CSS_BUDGET_BYTES, jsBudgetBytes } from '../apps/site/e2e/test-support/bundle-size';
import type { Preset, RunMetrics, Throttling } from './metrics';
import { renderReport, type InitialSize, type Report, type RouteResult } from './report-markdown';

/*
 * The report is where a bench run says whether issue #10's targets hold. A wrong verdict would
 * only show in a run lasting over an hour, so the verdicts are tested here on made-up runs.
 */

const FLOOR_BYTES = 100_000;

const metrics = (overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  jsBytes: 150_000,
  cssBytes: 0,
  benchmarkIndex: 1500,
  ...overrides,
});

const route = (
  path: string,
  ours: Partial<RunMetrics> = {},
  preset: Preset = 'mobile',
  throttling: Throttling = 'simulate',
): RouteResult => ({
  route: path,
  preset,
  throttling,
  runs: 5,
  ours: metrics(ours),
  baseline: metrics({ performance: 94, lcpMs: 2800 }),
});

const size = (path: string, jsBytes = 90_000, cssBytes = 9_000): InitialSize => ({ route: path, jsBytes, cssBytes });

const report = (results: RouteResult[], initial: InitialSize[] = [size('/'), size('/privacy')]): Report => ({
  floorBytes: FLOOR_BYTES,
  runs: 3,
  results,
  initial,
  quick: false,
});

const render = (run: Report) =>
  renderReport(run, {
    date: '2026-11-24T00:00:00.000Z',
    machine: 'test machine',
    commit: 'abc1234',
    final: true,
    notes: '',
  });

/** The verdict and worst-route cells of a target row, found by the start of its label. */
function target(markdown: string, label: string): { verdict: string; worst: string } {
  const line = markdown.split('\n').find((row) => row.startsWith(`| ${label}`));
  if (!line) throw new Error(`no target row "${label}" in:\n${markdown}`);
  const [, verdict = '', worst = ''] = line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, ''));
  return { verdict, worst };
}

const allMet = [route('/'), route('/privacy'), route('/no-such-page')];

describe('the benchmark report', () => {
  it('says every target is met when every route meets it', () => {
    const markdown = render(report(allMet));
    for (const label of [
      'Performance 100',
      'No route under 98',
      'Accessibility 100',
      'Best practices 100',
      'SEO 100',
      'LCP ≤ 1.2 s',
      'TBT ≤ 50 ms',
      'CLS ≤ 0.01',
      'Home page JS',
      'CSS before hydration',
    ]) {
      expect(target(markdown, label).verdict).toBe('met');
    }
    expect(markdown).not.toContain('**missed**');
  });

  it('names the routes under 100 and, separately, those under 98', () => {
    const markdown = render(
      report([route('/'), route('/privacy', { performance: 99 }), route('/docs', { performance: 97 })]),
    );
    expect(target(markdown, 'Performance 100')).toEqual({
      verdict: '**missed** on /privacy, /docs',
      worst: '97 (/docs)',
    });
    expect(target(markdown, 'No route under 98')).toEqual({ verdict: '**missed** on /docs', worst: '97 (/docs)' });
  });

  it('judges the timing targets at their limits, inclusive, and shows the worst route', () => {
    const atLimits = render(report([route('/', { lcpMs: 1200, tbtMs: 50, cls: 0.01 }), route('/privacy')]));
    expect(target(atLimits, 'LCP ≤ 1.2 s')).toEqual({ verdict: 'met', worst: '1200 ms (/)' });
    expect(target(atLimits, 'TBT ≤ 50 ms')).toEqual({ verdict: 'met', worst: '50 ms (/)' });
    expect(target(atLimits, 'CLS ≤ 0.01')).toEqual({ verdict: 'met', worst: '0.010 (/)' });

    const over = render(report([route('/', { lcpMs: 1201, tbtMs: 51, cls: 0.011 }), route('/privacy', { cls: 0.02 })]));
    expect(target(over, 'LCP ≤ 1.2 s').verdict).toBe('**missed** on /');
    expect(target(over, 'TBT ≤ 50 ms').verdict).toBe('**missed** on /');
    expect(target(over, 'CLS ≤ 0.01')).toEqual({ verdict: '**missed** on /, /privacy', worst: '0.020 (/privacy)' });
  });

  it('leaves the 404 route out of SEO and best practices, but not out of performance', () => {
    const markdown = render(
      report([route('/'), route('/no-such-page', { seo: 69, bestPractices: 96, performance: 96 })]),
    );
    expect(target(markdown, 'SEO 100 (pages)').verdict).toBe('met');
    expect(target(markdown, 'Best practices 100 (pages)').verdict).toBe('met');
    expect(target(markdown, 'No route under 98').verdict).toBe('**missed** on /no-such-page');
  });

  it('judges only mobile with simulated throttling', () => {
    const markdown = render(
      report([
        ...allMet,
        route('/', { performance: 60, tbtMs: 900 }, 'mobile', 'devtools'),
        route('/', { lcpMs: 5000 }, 'desktop', 'simulate'),
      ]),
    );
    expect(markdown).not.toContain('**missed**');
    expect(markdown).toContain('### mobile, devtools throttling');
    expect(render(report([route('/', {}, 'desktop', 'simulate')]))).toContain('_no mobile simulated runs_');
  });

  it('holds the home page JS to 1.1 × the floor, the limit itself included', () => {
    const budget = jsBudgetBytes(FLOOR_BYTES);
    expect(budget).toBe(110_000);
    expect(target(render(report(allMet, [size('/', budget)])), 'Home page JS').verdict).toBe('met');
    const over = render(report(allMet, [size('/', budget + 1), size('/privacy')]));
    expect(target(over, 'Home page JS')).toEqual({ verdict: '**missed**', worst: '107.4 KB (/)' });
    expect(over).toContain('| / | 107.4 | 8.8 | **no** |');
    expect(over).toContain('| /privacy | 87.9 | 8.8 | yes |');
  });

  it('names every route whose CSS before hydration is over 20 KB', () => {
    const markdown = render(
      report(allMet, [
        size('/'),
        size('/docs', 90_000, CSS_BUDGET_BYTES + 1),
        size('/privacy', 90_000, CSS_BUDGET_BYTES),
      ]),
    );
    expect(target(markdown, 'CSS before hydration')).toEqual({
      verdict: '**missed** on /docs',
      worst: '20.0 KB (/docs)',
    });
  });

  it('takes the machine floor measured beside each route away from TBT in its own row', () => {
    const beside = (path: string, tbtMs: number, floorTbt: number) => ({
      ...route(path, { tbtMs }),
      floor: metrics({ tbtMs: floorTbt }),
    });
    const markdown = render(report([beside('/', 90, 40), beside('/privacy', 60, 40), beside('/docs', 130, 60)]));
    expect(target(markdown, 'TBT ≤ 50 ms').verdict).toBe('**missed** on /, /privacy, /docs');
    // The floor is the median of 40, 40, 60: /docs is 90 ms above it, / exactly 50.
    expect(target(markdown, 'TBT above the machine floor (40 ms)')).toEqual({
      verdict: '**missed** on /docs',
      worst: '90 ms (/docs)',
    });
    expect(render(report(allMet))).not.toContain('TBT above the machine floor');
  });

  it('says when a run is still in progress and when a part was not measured', () => {
    const partial = renderReport(
      { ...report(allMet), initial: undefined },
      { date: 'd', machine: 'm', commit: 'c', final: false, notes: '## Notes\n\nby hand' },
    );
    expect(partial).toContain('from commit c (in progress: routes measured so far)');
    expect(partial).toContain('_not measured in this run_');
    expect(partial).toContain('_not run_'); // the lead API
    expect(partial.trimEnd().endsWith('by hand')).toBe(true);
  });
});
