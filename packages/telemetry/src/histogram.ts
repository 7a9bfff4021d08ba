import { VITAL_THRESHOLDS, type VitalMetric } from './limits.js';

/**
 * Field values are kept as counts in logarithmic buckets, not as raw samples: storage per route,
 * day and metric is bounded (at most {@link MAX_BUCKET} + 1 rows) however many visits come in,
 * counts are exact, and a percentile read from the buckets is within {@link BUCKET_GROWTH}'s
 * half-width (about ±2.5 %) of the true sample.
 */
export const BUCKET_GROWTH = 1.05;

/** The highest bucket (from about 34 minutes in ms; the endpoints accept 10 at most): larger values count in it. */
export const MAX_BUCKET = 300;

/**
 * CLS is a small unitless score; it is bucketed in thousandths so its buckets are as fine,
 * relative to its thresholds, as the millisecond metrics' are.
 */
function scale(metric: VitalMetric): number {
  return metric === 'CLS' ? 1000 : 1;
}

/** The bucket of `value`: 0 holds values below one unit (1 ms, or 0.001 CLS). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = value * scale(metric);
  if (!(scaled >= 1)) return 0;
  return Math.min(MAX_BUCKET, 1 + Math.floor(Math.log(scaled) / Math.log(BUCKET_GROWTH)));
}

/** The value a bucket stands for: the geometric middle of its bounds (0 for bucket 0). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const middle = BUCKET_GROWTH ** (bucket - 1) * Math.sqrt(BUCKET_GROWTH);
  const value = middle / scale(metric);
  // Milliseconds are reported whole; CLS to three decimals, as tools show it.
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** Counts by bucket. */
export type Histogram = ReadonlyMap<number, number>;

/**
 * The nearest-rank percentile (`q` from 0 to 1) of a histogram: the value of the bucket holding
 * the ⌈q·n⌉-th smallest sample. 75th percentile, as Core Web Vitals are judged, is `q = 0.75`.
 * Null when the histogram is empty.
 */
export function percentile(metric: VitalMetric, histogram: Histogram, q: number): number | null {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}

/** How a value compares with the metric's published thresholds. */
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** The rating of a metric's value. */
export function rate(metric: VitalMetric, value: number): Rating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
