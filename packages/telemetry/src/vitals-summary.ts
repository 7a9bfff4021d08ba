import { percentile, rate } from './histogram.js';
import { VITAL_METRICS, type VitalMetric } from './limits.js';
import type { MetricSummary, RouteVitals } from './store.js';

/** One stored histogram cell. */
export interface BucketRow {
  day: string;
  route: string;
  metric: VitalMetric;
  bucket: number;
  count: number;
}

/**
 * Merges histogram cells into p75 and counts per route (and per day with `byDay`). Histograms of
 * several days merge exactly (counts add), so a range's p75 is the p75 of all its samples.
 */
export function summarizeBuckets(rows: Iterable<BucketRow>, byDay = false): RouteVitals[] {
  const groups = new Map<string, { route: string; day?: string; histograms: Map<VitalMetric, Map<number, number>> }>();
  for (const row of rows) {
    const key = byDay ? `${row.day}\n${row.route}` : row.route;
    let group = groups.get(key);
    if (!group) {
      group = { route: row.route, ...(byDay ? { day: row.day } : {}), histograms: new Map() };
      groups.set(key, group);
    }
    let histogram = group.histograms.get(row.metric);
    if (!histogram) {
      histogram = new Map();
      group.histograms.set(row.metric, histogram);
    }
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count);
  }
  const out: (RouteVitals & { samples: number })[] = [];
  for (const group of groups.values()) {
    const metrics: Partial<Record<VitalMetric, MetricSummary>> = {};
    let samples = 0;
    for (const metric of VITAL_METRICS) {
      const histogram = group.histograms.get(metric);
      if (!histogram) continue;
      let count = 0;
      for (const n of histogram.values()) count += n;
      const p75 = percentile(metric, histogram, 0.75);
      if (p75 === null) continue;
      metrics[metric] = { count, p75, rating: rate(metric, p75) };
      samples = Math.max(samples, count);
    }
    out.push({ route: group.route, ...(group.day ? { day: group.day } : {}), metrics, samples });
  }
  out.sort(
    (a, b) => (a.day ?? '').localeCompare(b.day ?? '') || b.samples - a.samples || a.route.localeCompare(b.route),
  );
  return out.map(({ samples: _samples, ...rest }) => rest);
}
