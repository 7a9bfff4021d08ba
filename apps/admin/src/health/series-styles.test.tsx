import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartColors } from './chart-colors';
import type { FormLeadDays } from './health-types';
import { leadSeries, markerDays, MIN_MARKER_GAP, SeriesLegend } from './series-styles';

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

describe('markers on a narrow plot', () => {
  it('marks every day when the days are far enough apart', () => {
    expect(markerDays(0, 6, 600)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('marks only some days of a month on a phone, at least the least gap apart, today always', () => {
    const width = 320;
    const days = markerDays(0, 29, width);
    expect(days.at(-1)).toBe(29);
    expect(days.length).toBeLessThan(30);
    const spacing = width / 29;
    for (let i = 1; i < days.length; i += 1)
      expect((days[i]! - days[i - 1]!) * spacing).toBeGreaterThanOrEqual(MIN_MARKER_GAP);
    // Not thinned more than needed: one more marker would break the gap.
    expect((days[1]! - days[0]! - 1) * spacing).toBeLessThan(MIN_MARKER_GAP);
  });

  it('marks the visible range only, and nothing when it is empty', () => {
    expect(markerDays(10, 12, 600)).toEqual([10, 11, 12]);
    expect(markerDays(5, 4, 600)).toEqual([]);
    expect(markerDays(3, 3, 600)).toEqual([3]);
  });
});
