import { useMemo } from 'react';
import uPlot from 'uplot';
import type { CoreVital, RouteVitals, SiteHealth } from './health-types';
import { UplotChart, type ChartOptions } from './uplot-chart';
import { formatVital, RATING_WORDS } from './vital-format';

/** Routes drawn per chart: the most visited (the table lists them all). */
export const MAX_CHART_ROUTES = 8;

/** A sentence that says what one metric's chart shows: how many routes fall in each band, and the worst. */
export function vitalSummary(metric: CoreVital, vitals: readonly RouteVitals[]): string {
  const measured = vitals.filter((route) => route.metrics[metric]);
  // The figure's heading names the measure (VITAL_WORDS); the sentence under it does not repeat it.
  if (measured.length === 0) return 'No visits have reported it yet.';
  const count = (rating: string) => measured.filter((route) => route.metrics[metric]!.rating === rating).length;
  const worst = measured.reduce((a, b) => (b.metrics[metric]!.p75 > a.metrics[metric]!.p75 ? b : a));
  const value = worst.metrics[metric]!;
  const slowest = metric === 'CLS' ? 'the one that jumped most' : 'the slowest';
  return `For most visits: ${count('good')} page(s) good, ${count('needs-improvement')} need improvement, ${count('poor')} poor; ${slowest} is ${worst.route} at ${formatVital(metric, value.p75)} (${RATING_WORDS[value.rating].toLowerCase()}).`;
}

/**
 * One metric's 75th percentile per route as bars over the three bands (good, needs improvement,
 * poor) painted behind them at the published thresholds.
 */
export function VitalChart({ metric, health }: { metric: CoreVital; health: SiteHealth }) {
  const routes = useMemo(
    () => health.vitals.filter((route) => route.metrics[metric]).slice(0, MAX_CHART_ROUTES),
    [health, metric],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [routes.map((_, index) => index), routes.map((route) => route.metrics[metric]!.p75)],
    [routes, metric],
  );
  const [good, poor] = health.thresholds[metric];
  const options = useMemo<ChartOptions>(
    () => (width, colors) => {
      const top = Math.max(poor * 1.25, ...routes.map((route) => route.metrics[metric]!.p75 * 1.1));
      const band = (u: uPlot, from: number, to: number, fill: string) => {
        const y0 = u.valToPos(Math.min(to, top), 'y', true);
        const y1 = u.valToPos(from, 'y', true);
        u.ctx.fillStyle = fill;
        u.ctx.fillRect(u.bbox.left, y0, u.bbox.width, y1 - y0);
      };
      return {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, routes.length - 0.5] }, y: { range: [0, top] } },
        axes: [
          {
            stroke: colors.ink,
            grid: { show: false },
            ticks: { show: false },
            splits: () => routes.map((_, index) => index),
            values: (_u, splits) => splits.map((index) => routes[index]?.route ?? ''),
            rotate: routes.length > 3 ? -30 : 0,
            size: routes.length > 3 ? 90 : 40,
          },
          {
            stroke: colors.ink,
            grid: { stroke: colors.grid },
            ticks: { stroke: colors.grid },
            values: (_u, splits) => splits.map((value) => formatVital(metric, value)),
            size: 72,
          },
        ],
        series: [
          {},
          {
            label: metric,
            fill: colors.bar,
            stroke: colors.bar,
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
            points: { show: false },
          },
        ],
        hooks: {
          // The bands go under the bars: drawn after the canvas is cleared, before anything else.
          drawClear: [
            (u) => {
              band(u, 0, good, colors.bands.good);
              band(u, good, poor, colors.bands['needs-improvement']);
              band(u, poor, top, colors.bands.poor);
            },
          ],
        },
      };
    },
    [routes, metric, good, poor],
  );
  if (routes.length === 0) return null;
  return <UplotChart options={options} data={data} />;
}
