import type uPlot from 'uplot';
import type { ChartColors } from './chart-colors';
import type { FormLeadDays } from './health-types';

type FormKind = FormLeadDays['kind'];

/**
 * How each form's line is drawn besides its colour. Two forms often have the same counts (a quiet
 * week is all zeros), and one line drawn over another the same shape hides it: so each form has a
 * dash and a marker of its own, and the earlier ones are wider, so the line on top leaves the one
 * below showing along its edges and through its gaps, and a ring marker leaves the dot inside it
 * showing. Colour alone would also fail an owner who does not tell these colours apart.
 */
export interface SeriesStyle {
  /** Line width in CSS pixels. */
  width: number;
  /** Dash pattern (empty: solid). */
  dash: number[];
  /** A filled dot, or a ring that leaves what is under it visible. */
  marker: 'dot' | 'ring';
  /** Marker diameter in CSS pixels. */
  size: number;
}

export const SERIES_STYLES: Readonly<Record<FormKind, SeriesStyle>> = {
  contact: { width: 4, dash: [], marker: 'dot', size: 8 },
  newsletter: { width: 2, dash: [8, 5], marker: 'ring', size: 13 },
  join: { width: 2, dash: [2, 4], marker: 'dot', size: 5 },
  'exit-intent': { width: 1.5, dash: [12, 4, 2, 4], marker: 'ring', size: 9 },
};

/**
 * The least room between two markers of a line, in CSS pixels: the widest marker and a gap. On a
 * phone a month of days is about 10 px apart, and a marker on each day ran the markers of all four
 * lines into one band.
 */
export const MIN_MARKER_GAP = 24;

/**
 * Which days of the visible range [first, last] carry a marker on a plot `width` CSS pixels wide:
 * every day when they are far enough apart, else every k-th day counted from the last (today's
 * point always has one). The same days for every line, so a ring still sits around the dot below.
 */
export function markerDays(first: number, last: number, width: number): number[] {
  const days = last - first + 1;
  if (days <= 0) return [];
  const spacing = days > 1 ? width / (days - 1) : Infinity;
  const every = Math.max(1, Math.ceil(MIN_MARKER_GAP / spacing));
  const marked: number[] = [];
  for (let day = last; day >= first; day -= every) marked.unshift(day);
  return marked;
}

/** uPlot's point filter: the marked days of the series' visible range. */
const markerFilter = (chart: uPlot, seriesIdx: number, show: boolean): number[] | null => {
  if (!show) return null;
  const [first = 0, last = (chart.data[0]?.length ?? 0) - 1] = chart.series[seriesIdx]?.idxs ?? [];
  return markerDays(first, last, chart.bbox.width / devicePixelRatio);
};

/** The uPlot series of the leads chart, one per form, in the order given (later ones drawn on top). */
export function leadSeries(forms: readonly Pick<FormLeadDays, 'kind' | 'form'>[], colors: ChartColors): uPlot.Series[] {
  return forms.map((form) => {
    const style = SERIES_STYLES[form.kind];
    const color = colors.forms[form.kind];
    return {
      label: form.form,
      stroke: color,
      width: style.width,
      dash: style.dash,
      points: {
        // Always drawn: uPlot leaves points out when the days are close together, and the markers
        // are what tell two equal lines apart; spaced out on a narrow plot (markerDays).
        show: true,
        filter: markerFilter,
        size: style.size,
        width: 2,
        stroke: color,
        fill: style.marker === 'dot' ? color : 'transparent',
      },
    };
  });
}

/** The legend: each form's name beside a short stretch of its line, with its dash and marker. */
export function SeriesLegend({ forms }: { forms: readonly Pick<FormLeadDays, 'kind' | 'form'>[] }) {
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {forms.map((form) => {
        const style = SERIES_STYLES[form.kind];
        const color = `var(--health-${form.kind})`;
        return (
          <li key={form.kind} className="flex items-center gap-1.5" data-form={form.kind}>
            <svg className="health-chart" width="36" height="16" viewBox="0 0 36 16">
              <path
                d="M0 8H36"
                style={{ stroke: color }}
                strokeWidth={style.width}
                strokeDasharray={style.dash.length > 0 ? style.dash.join(' ') : 'none'}
              />
              <circle
                cx="18"
                cy="8"
                r={(style.size - 2) / 2}
                style={{ stroke: color, fill: style.marker === 'dot' ? color : 'none' }}
                strokeWidth="2"
              />
            </svg>
            {form.form}
          </li>
        );
      })}
    </ul>
  );
}
