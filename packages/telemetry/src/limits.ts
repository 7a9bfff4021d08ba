/**
 * `@rooted/telemetry/limits`: the shapes and sizes both sides agree on. Dependency-free, so a
 * browser reporter can import it without pulling in the server's validation code.
 */

/** Largest beacon body the endpoints read, in bytes; anything longer is refused unread. */
export const MAX_BEACON_BYTES = 16 * 1024;

/** Longest error message kept, in characters (a browser reporter should cut to this). */
export const MAX_MESSAGE_LENGTH = 1000;

/** Longest stack kept, in characters (a browser reporter should cut to this). */
export const MAX_STACK_LENGTH = 8000;

/** Longest route path accepted. */
export const MAX_ROUTE_LENGTH = 200;

/** Longest release (build id) accepted. */
export const MAX_RELEASE_LENGTH = 64;

/** How an error reached the reporter. */
export const ERROR_KINDS = ['error', 'unhandledrejection', 'render', 'reported'] as const;

/** One of {@link ERROR_KINDS}. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The field metrics collected, by their web-vitals names. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** One of {@link VITAL_METRICS}. */
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Largest accepted value per metric: milliseconds, except CLS, which is a unitless score. */
export const MAX_VITAL_VALUE: Readonly<Record<VitalMetric, number>> = {
  LCP: 600_000,
  INP: 600_000,
  FCP: 600_000,
  TTFB: 600_000,
  CLS: 100,
};

/**
 * The "good" and "poor" thresholds of each metric (good at or below the first, poor above the
 * second), as published with Core Web Vitals, so a report can rate a p75.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** What an error beacon carries (`POST /api/telemetry/errors`). */
export interface ErrorBeacon {
  kind?: ErrorKind;
  message: string;
  stack?: string;
  /** The page's path, without query string or fragment. */
  route: string;
  /** The build id. */
  release?: string;
}

/** What a vitals beacon carries (`POST /api/telemetry/vitals`): one page view's final values. */
export interface VitalsBeacon {
  /** The page's path, without query string or fragment. */
  route: string;
  metrics: Partial<Record<VitalMetric, number>>;
}
