import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { SiteHealth } from './health-types';
import { leadSeries, SeriesLegend } from './series-styles';
import { UplotChart, type ChartOptions } from './uplot-chart';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A sentence that says what the chart shows: the total, by form, and the busiest day. */
export function leadsSummary(health: Pick<SiteHealth, 'days' | 'leads'>): string {
  const totals = health.days.map((_, index) => health.leads.reduce((sum, form) => sum + (form.counts[index] ?? 0), 0));
  const total = totals.reduce((sum, n) => sum + n, 0);
  if (total === 0) return `No leads in the last ${health.days.length} days.`;
  const byForm = health.leads
    .map((form) => [form.form, form.counts.reduce((sum, n) => sum + n, 0)] as const)
    .filter(([, count]) => count > 0)
    .map(([form, count]) => `${form} ${count}`)
    .join(', ');
  const busiest = totals.indexOf(Math.max(...totals));
  return `${total} lead${total === 1 ? '' : 's'} in the last ${health.days.length} days (${byForm}); the busiest day was ${dayLabel(health.days[busiest]!)} with ${totals[busiest]}.`;
}

/** Leads per day by form: a line per form over the period's UTC days, with its table in a disclosure. */
export function LeadsChart({ health }: { health: SiteHealth }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [health.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...health.leads.map((form) => form.counts)],
    [health],
  );
  const options = useMemo<ChartOptions>(
    () => (width, colors) => ({
      width,
      height: 240,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(3, Math.ceil(max * 1.1))] } },
      axes: [
        { stroke: colors.ink, grid: { stroke: colors.grid }, ticks: { stroke: colors.grid } },
        {
          stroke: colors.ink,
          grid: { stroke: colors.grid },
          ticks: { stroke: colors.grid },
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        },
      ],
      series: [{}, ...leadSeries(health.leads, colors)],
    }),
    [health],
  );
  const totals = health.days.map((_, index) => health.leads.reduce((sum, form) => sum + (form.counts[index] ?? 0), 0));
  return (
    <figure aria-labelledby="leads-chart-summary">
      <figcaption id="leads-chart-summary" className="text-sm">
        {leadsSummary(health)}
      </figcaption>
      <SeriesLegend forms={health.leads} />
      <div className="mt-2">
        <UplotChart options={options} data={data} />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium text-emerald-900 underline dark:text-emerald-200">
          Leads per day as a table
        </summary>
        {/* Six columns are wider than a phone: the table scrolls sideways, and the keyboard can scroll it too. */}
        <div
          className="mt-2 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400"
          tabIndex={0}
          role="region"
          aria-labelledby="leads-table-caption"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption id="leads-table-caption" className="sr-only">
              Leads per day by form, UTC days, newest first
            </caption>
            <thead>
              <tr className="border-b border-stone-400 dark:border-stone-500">
                <th scope="col" className="py-1 pr-3">
                  Day (UTC)
                </th>
                {health.leads.map((form) => (
                  <th key={form.kind} scope="col" className="py-1 pr-3 text-right">
                    {form.form}
                  </th>
                ))}
                <th scope="col" className="py-1 text-right">
                  All forms
                </th>
              </tr>
            </thead>
            <tbody>
              {[...health.days.keys()].reverse().map((index) => (
                <tr key={health.days[index]} className="border-b border-stone-200 dark:border-stone-800">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    <time dateTime={health.days[index]}>{dayLabel(health.days[index]!)}</time>
                  </th>
                  {health.leads.map((form) => (
                    <td key={form.kind} className="py-1 pr-3 text-right tabular-nums">
                      {form.counts[index]}
                    </td>
                  ))}
                  <td className="py-1 text-right tabular-nums">{totals[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
