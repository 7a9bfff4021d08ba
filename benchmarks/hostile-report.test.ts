import { describe, expect, it } from 'vitest';
import { renderHostileSection, spliceHostileSection, type HostileResult } from './hostile-report';

const phase = (p99Ms: number, loopMaxMs: number) => ({ p50Ms: 2, p99Ms, errors: 0, loopMaxMs, loopP99Ms: 5 });
const result = (hostileP99: number, hostileLoopMax: number): HostileResult => ({
  requests: 400,
  concurrency: 8,
  slowSockets: 100,
  hostileRequests: 1234,
  quiet: phase(10, 12),
  hostile: phase(hostileP99, hostileLoopMax),
});
const render = (r: HostileResult) => renderHostileSection(r, { date: '2026-11-24T23:00:00Z', quick: true });

describe('the hostile-mix section of docs/benchmarks.md', () => {
  it('judges the p99 factor and the loop delay against their targets', () => {
    expect(render(result(14, 30))).toContain('1.40 × quiet (target ≤ 1.5 ×: met)');
    expect(render(result(14, 30))).toContain('30.0 ms, quiet 12.0 ms (target ≤ 50 ms: met)');
    expect(render(result(20, 80))).toContain('2.00 × quiet (target ≤ 1.5 ×: **missed**)');
    expect(render(result(20, 80))).toContain('80.0 ms, quiet 12.0 ms (target ≤ 50 ms: **missed**)');
  });

  it('reports the costliest single request against the 50 ms target', () => {
    const costs = [
      { name: 'normal lead', status: 202, maxCpuMs: 1.5 },
      { name: 'lead with a 32 KB email', status: 400, maxCpuMs: 3.25 },
    ];
    expect(render({ ...result(14, 30), costs })).toContain('| lead with a 32 KB email | 400 | 3.3 ms |');
    expect(render({ ...result(14, 30), costs })).toContain('Longest single request: 3.3 ms (target ≤ 50 ms: met)');
    expect(render({ ...result(14, 30), costs: [{ name: 'slow', status: 400, maxCpuMs: 700 }] })).toContain(
      '700.0 ms (target ≤ 50 ms: **missed**)',
    );
  });

  it('goes before the notes the first time and replaces itself afterwards, leaving the rest alone', () => {
    const doc = '# Benchmarks\n\n## Lighthouse\n\ntable\n\n## What made the difference\n\nnotes\n';
    const once = spliceHostileSection(doc, render(result(14, 30)));
    expect(once.indexOf('## Hostile traffic')).toBeGreaterThan(once.indexOf('## Lighthouse'));
    expect(once.indexOf('## Hostile traffic')).toBeLessThan(once.indexOf('## What made the difference'));
    const twice = spliceHostileSection(once, render(result(20, 80)));
    expect(twice.match(/## Hostile traffic/g)).toHaveLength(1);
    expect(twice).toContain('**missed**');
    expect(twice.replace(/<!-- hostile-mix:start -->[\s\S]*<!-- hostile-mix:end -->/, '')).toBe(
      once.replace(/<!-- hostile-mix:start -->[\s\S]*<!-- hostile-mix:end -->/, ''),
    );
  });
});
