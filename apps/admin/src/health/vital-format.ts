import type { CoreVital, VitalRating } from './health-types';

/** The ratings in the owner's words (never a colour alone). */
export const RATING_WORDS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

/** What each metric measures, for the owner. */
export const VITAL_NAMES: Record<CoreVital, string> = {
  LCP: 'Largest Contentful Paint (how long until the main content shows)',
  INP: 'Interaction to Next Paint (how quickly the page answers a tap or click)',
  CLS: 'Cumulative Layout Shift (how much the page jumps while loading)',
};

/** A value as Core Web Vitals reports write it: seconds for LCP, milliseconds for INP, a score for CLS. */
export function formatVital(metric: CoreVital, value: number): string {
  if (metric === 'LCP') return `${(value / 1000).toFixed(1)} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
