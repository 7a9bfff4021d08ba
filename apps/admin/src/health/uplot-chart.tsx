import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { readChartColors, type ChartColors } from './chart-colors';

/** Builds a chart's options for its width and the colours of the current scheme. */
export type ChartOptions = (width: number, colors: ChartColors) => uPlot.Options;

/**
 * One uPlot chart, drawn into a canvas the width of its box. It is a picture for sighted owners:
 * hidden from screen readers (the section's table beside it holds every value, the figure's
 * caption says what it shows). Redrawn when the system switches between light and dark, since
 * a canvas keeps the colours it was drawn with.
 */
export function UplotChart({ options, data }: { options: ChartOptions; data: uPlot.AlignedData }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    const draw = () => {
      plot?.destroy();
      plot = new uPlot(options(Math.max(200, element.clientWidth), readChartColors(element)), data, element);
    };
    draw();
    const resize = new ResizeObserver(() => {
      if (plot && Math.abs(plot.width - element.clientWidth) > 1)
        plot.setSize({ width: Math.max(200, element.clientWidth), height: plot.height });
    });
    resize.observe(element);
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', draw);
    return () => {
      resize.disconnect();
      scheme.removeEventListener('change', draw);
      plot?.destroy();
    };
  }, [options, data]);
  return <div ref={box} aria-hidden="true" className="health-chart w-full" />;
}
