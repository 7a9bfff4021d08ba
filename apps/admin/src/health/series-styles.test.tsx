import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartColors } from './chart-colors';
import type { FormLeadDays } from './health-types';
import { leadSeries, SeriesLegend } from './series-styles';

afterEach(cleanup);

const same = [0, 2, 1, 0, 3];
const forms: FormLeadDays[] = [
  { kind: 'contact', form: 'Contact', counts: same },
  { kind: 'newsletter', form: 'Newsletter', counts: [...same] },
  { kind: 'join', form: 'Join', counts: [...same] },
  { kind: 'exit-intent', form: 'Exit popup', counts: [...same] },
];
const colors: ChartColors = {
  ink: '#000',
  grid: '#eee',
  bar: '#111',
  forms: { contact: '#047857', newsletter: '#1d4ed8', join: '#b45309', 'exit-intent': '#7e22ce' },
  bands: { good: '#0f0', 'needs-improvement': '#ff0', poor: '#f00' },
};

describe('the leads chart with equal counts', () => {
  it('draws every form with its own dash and always-shown markers, the line below wider than the one above', () => {
    const series = leadSeries(forms, colors);
    const dashes = series.map((one) => JSON.stringify(one.dash));
    expect(new Set(dashes).size).toBe(forms.length);
    for (const one of series) expect(one.points).toMatchObject({ show: true });
    const [contact, newsletter] = series;
    // Newsletter is drawn after Contact, over it: Contact's wider line shows along its edges, and
    // the ring around each of Contact's dots.
    expect(contact!.width!).toBeGreaterThan(newsletter!.width!);
    expect(contact!.points!.fill).toBe('#047857');
    expect(newsletter!.points!.fill).toBe('transparent');
    expect(newsletter!.points!.size!).toBeGreaterThan(contact!.points!.size!);
  });

  it('has a legend whose every entry shows its line with that dash and its marker', () => {
    const { container } = render(<SeriesLegend forms={forms} />);
    const entries = [...container.querySelectorAll('li')];
    expect(entries.map((entry) => entry.textContent)).toEqual(['Contact', 'Newsletter', 'Join', 'Exit popup']);
    const drawn = entries.map((entry) => ({
      dash: entry.querySelector('path')?.getAttribute('stroke-dasharray'),
      width: entry.querySelector('path')?.getAttribute('stroke-width'),
      marker: entry.querySelector('circle')?.style.fill,
    }));
    expect(new Set(drawn.map((one) => one.dash)).size).toBe(forms.length);
    expect(drawn[0]).toEqual({ dash: 'none', width: '4', marker: 'var(--health-contact)' });
    expect(drawn[1]).toEqual({ dash: '8 5', width: '2', marker: 'none' });
  });
});
