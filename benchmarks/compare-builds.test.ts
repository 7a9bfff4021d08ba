// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseArguments, renderComparisonTable, type BuildComparison } from './compare-builds';

const metrics = (performance: number, lcpMs: number, tbtMs: number) =>
  ({ performance, lcpMs, tbtMs }) as BuildComparison['bare'];

describe('compare-builds arguments', () => {
  it('reads runs, builds by name and origin, and routes', () => {
    expect(
      parseArguments([
        '3',
        '--lighthouse-only',
        'old=http://127.0.0.1:4301/',
        'new=http://127.0.0.1:4302',
        '/',
        '/privacy',
      ]),
    ).toEqual({
      runs: 3,
      window: false,
      builds: [
        { name: 'old', origin: 'http://127.0.0.1:4301' },
        { name: 'new', origin: 'http://127.0.0.1:4302' },
      ],
      routes: ['/', '/privacy'],
    });
  });

  it('defaults to five runs of the home page, window included', () => {
    const parsed = parseArguments(['today=http://127.0.0.1:1']);
    expect([parsed.runs, parsed.window, parsed.routes]).toEqual([5, true, ['/']]);
  });

  it('refuses a run without a build', () => {
    expect(() => parseArguments(['/', '/docs'])).toThrow(/name=origin/);
  });
});

describe('compare-builds table', () => {
  it('shows the window columns only when the window was measured, and marks a window over 1 s', () => {
    const window = { route: '/', runs: 5, fcpMs: 1200, hydratedMs: 2500, windowMs: 1300, bareFcpMs: 500 };
    const withWindow = renderComparisonTable({
      runs: 5,
      bare: metrics(100, 700, 0),
      rows: [{ route: '/', build: 'a', window, lighthouse: metrics(99, 1050, 12) }],
    });
    expect(withWindow).toContain('| / | a | 0.50 s | 1.20 s | 1.30 s (over) | 99 | 1.05 s | 12 ms |');
    const without = renderComparisonTable({
      runs: 5,
      bare: metrics(100, 700, 0),
      rows: [{ route: '/', build: 'a', lighthouse: metrics(100, 900, 0) }],
    });
    expect(without).toContain('| Route | Build | Performance | LCP | TBT |');
    expect(without).toContain('| / | a | 100 | 0.90 s | 0 ms |');
  });
});
