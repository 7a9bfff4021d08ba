/** What one Lighthouse run yields, and the medians the report is built from (no Lighthouse import: the report's tests use this). */

export type Preset = 'mobile' | 'desktop';
export type Throttling = 'simulate' | 'devtools';

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  /** Lighthouse's estimate of the machine's CPU speed (higher is faster), for comparing runs. */
  benchmarkIndex: number;
}

/** The median of some numbers (the mean of the middle two when their count is even). */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** The median of each metric over several runs (Lighthouse's own advice for noisy numbers). */
export function median(runs: RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(keys.map((key) => [key, medianOf(runs.map((run) => run[key]))])) as unknown as RunMetrics;
}
