import { describe, expect, it } from 'vitest';
import { bucketOf, MAX_BUCKET, percentile } from './histogram';
import type { VitalMetric } from './limits';
import { summarizeBuckets, type BucketRow } from './vitals-summary';

function histogramOf(metric: VitalMetric, values: number[]): Map<number, number> {
  const histogram = new Map<number, number>();
  for (const value of values) histogram.set(bucketOf(metric, value), (histogram.get(bucketOf(metric, value)) ?? 0) + 1);
  return histogram;
}

/** The nearest-rank p75 of raw samples. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

describe('vitals histograms', () => {
  it('give the p75 of the samples within 2.5 %', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 400 + ((i * 7919) % 3600));
    const p75 = percentile('LCP', histogramOf('LCP', values), 0.75) as number;
    expect(Math.abs(p75 - exactP75(values)) / exactP75(values)).toBeLessThanOrEqual(0.025);
  });

  it('give the p75 of CLS scores at three decimals', () => {
    const values = [0, 0, 0.02, 0.05, 0.08, 0.11, 0.3, 0.31];
    const p75 = percentile('CLS', histogramOf('CLS', values), 0.75) as number;
    expect(Math.abs(p75 - exactP75(values))).toBeLessThanOrEqual(0.11 * 0.025 + 0.001);
    expect(percentile('CLS', histogramOf('CLS', [0, 0, 0, 0.0004]), 0.75)).toBe(0);
  });

  it('use the nearest rank: 4 samples put the p75 on the third', () => {
    const p75 = percentile('TTFB', histogramOf('TTFB', [100, 200, 1000, 5000]), 0.75) as number;
    expect(Math.abs(p75 - 1000) / 1000).toBeLessThanOrEqual(0.025);
    expect(percentile('TTFB', new Map(), 0.75)).toBeNull();
  });

  it('merge days exactly: counts add up and the range p75 is that of all samples', () => {
    const day1 = Array.from({ length: 30 }, () => 1000);
    const day2 = Array.from({ length: 10 }, () => 3000);
    const rows: BucketRow[] = [
      ...[...histogramOf('LCP', day1)].map(([bucket, count]) => ({
        day: '2026-11-01',
        route: '/',
        metric: 'LCP' as const,
        bucket,
        count,
      })),
      ...[...histogramOf('LCP', day2)].map(([bucket, count]) => ({
        day: '2026-11-02',
        route: '/',
        metric: 'LCP' as const,
        bucket,
        count,
      })),
    ];
    const [merged] = summarizeBuckets(rows);
    expect(merged?.metrics.LCP?.count).toBe(40);
    expect(merged?.metrics.LCP?.p75).toBeCloseTo(1000, -2);
    expect(merged?.metrics.LCP?.rating).toBe('good');
    const daily = summarizeBuckets(rows, true);
    expect(daily.map((entry) => [entry.day, entry.metrics.LCP?.count, entry.metrics.LCP?.rating])).toEqual([
      ['2026-11-01', 30, 'good'],
      ['2026-11-02', 10, 'needs-improvement'],
    ]);
  });

  it('keep a value beyond the scale in the last bucket, so nothing is lost from the count', () => {
    expect(bucketOf('INP', 1e12)).toBe(MAX_BUCKET);
    expect(bucketOf('INP', 600_000)).toBeLessThan(MAX_BUCKET);
    expect(bucketOf('INP', -1)).toBe(0);
    expect(bucketOf('INP', Number.NaN)).toBe(0);
  });
});
