import type { CoreVital, VitalRating } from './health-types';

/** The ratings in the owner's words (never a colour alone). */
export const RATING_WORDS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/**
 * Each measure in the owner's words: what it tells her (`heading`), a table column's name, what
 * good and poor mean, and the name a developer or a speed report uses (`technical`), said only
 * in the section's help.
 */
export const VITAL_WORDS: Record<CoreVital, { heading: string; column: string; means: string; technical: string }> = {
  LCP: {
    heading: 'How fast the page showed',
    column: 'Showed in',
    means: 'time until the main text or picture appeared',
    technical: 'Largest Contentful Paint (LCP)',
  },
  INP: {
    heading: 'How fast the page answered',
    column: 'Answered in',
    means: 'time from a tap or click to the page reacting',
    technical: 'Interaction to Next Paint (INP)',
  },
  CLS: {
    heading: 'How still the page stayed',
    column: 'Jumping',
    means: 'amount the page jumped about while loading (0 is perfectly still)',
    technical: 'Cumulative Layout Shift (CLS)',
  },
};

/** A value as Core Web Vitals reports write it: seconds for LCP, milliseconds for INP, a score for CLS. */
export function formatVital(metric: CoreVital, value: number): string {
  if (metric === 'LCP') return `${(value / 1000).toFixed(1)} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
