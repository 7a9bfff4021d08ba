/** The colours a chart draws with, as the page's CSS says them for the current scheme. */
export interface ChartColors {
  ink: string;
  grid: string;
  bar: string;
  forms: Record<'contact' | 'newsletter' | 'join' | 'exit-intent', string>;
  bands: Record<'good' | 'needs-improvement' | 'poor', string>;
}

/** Reads the `--health-*` custom properties (health.css) of the chart's element. */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(`--health-${name}`).trim() || 'currentColor';
  return {
    ink: read('ink'),
    grid: read('grid'),
    bar: read('bar'),
    forms: {
      contact: read('contact'),
      newsletter: read('newsletter'),
      join: read('join'),
      'exit-intent': read('exit-intent'),
    },
    bands: { good: read('good'), 'needs-improvement': read('needs-improvement'), poor: read('poor') },
  };
}
