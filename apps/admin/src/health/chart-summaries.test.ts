import { describe, expect, it } from 'vitest';
import type { RouteVitals, SiteHealth } from './health-types';
import { leadsSummary } from './leads-chart';
import { vitalSummary } from './vitals-chart';
import { formatVital } from './vital-format';

/** The sentences that stand for the charts with a screen reader: what a sighted owner reads off the picture. */
describe('the charts in words', () => {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
  const leads = (contact: number[], join: number[]): SiteHealth['leads'] => [
    { kind: 'contact', form: 'Contact', counts: contact },
    { kind: 'newsletter', form: 'Newsletter signup', counts: [0, 0, 0] },
    { kind: 'join', form: 'Join application', counts: join },
    { kind: 'exit-intent', form: 'Exit popup', counts: [0, 0, 0] },
  ];

  it('says how many leads came, from which forms, and the busiest day', () => {
    expect(leadsSummary({ days, leads: leads([1, 0, 3], [0, 1, 0]) })).toBe(
      '5 leads in the last 3 days (Contact 4, Join application 1); the busiest day was Nov 26 with 3.',
    );
    expect(leadsSummary({ days, leads: leads([0, 1, 0], [0, 0, 0]) })).toBe(
      '1 lead in the last 3 days (Contact 1); the busiest day was Nov 25 with 1.',
    );
    expect(leadsSummary({ days, leads: leads([0, 0, 0], [0, 0, 0]) })).toBe('No leads in the last 3 days.');
  });

  it('says how many routes fall in each band and which is slowest', () => {
    const vitals: RouteVitals[] = [
      {
        route: '/',
        metrics: { LCP: { p75: 1800, rating: 'good', count: 40 }, CLS: { p75: 0.3, rating: 'poor', count: 40 } },
      },
      { route: '/terms', metrics: { LCP: { p75: 3100, rating: 'needs-improvement', count: 3 } } },
    ];
    expect(vitalSummary('LCP', vitals)).toBe(
      'For most visits: 1 page(s) good, 1 need improvement, 0 poor; the slowest is /terms at 3.1 s (needs improvement).',
    );
    expect(vitalSummary('CLS', vitals)).toBe(
      'For most visits: 0 page(s) good, 0 need improvement, 1 poor; the one that jumped most is / at 0.30 (poor).',
    );
    expect(vitalSummary('INP', vitals)).toBe('No visits have reported it yet.');
  });

  it('writes each metric in its own unit', () => {
    expect([formatVital('LCP', 2500), formatVital('INP', 199.6), formatVital('CLS', 0.1)]).toEqual([
      '2.5 s',
      '200 ms',
      '0.10',
    ]);
  });
});
