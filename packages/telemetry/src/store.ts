import type { ErrorKind, VitalMetric } from './limits.js';
import type { Rating } from './histogram.js';

/** One accepted error report, already scrubbed and fingerprinted. */
export interface ErrorReport {
  fingerprint: string;
  kind: ErrorKind;
  message: string;
  stack?: string | undefined;
  route: string;
  release?: string | undefined;
  /** Browser family and major version ("Chrome 131"). */
  browser: string;
  /** Epoch ms. */
  at: number;
}

/** An error group: every report with one fingerprint. */
export interface ErrorGroup {
  fingerprint: string;
  kind: ErrorKind;
  /** The latest report's message and stack. */
  message: string;
  stack: string | null;
  count: number;
  /** Epoch ms. */
  firstSeen: number;
  lastSeen: number;
  lastRoute: string;
  lastRelease: string | null;
  lastBrowser: string;
}

/** One page view's field values for one route, as bucketed samples. */
export interface VitalsSample {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  route: string;
  metrics: Partial<Record<VitalMetric, number>>;
}

/** The p75 and sample count of one metric. */
export interface MetricSummary {
  count: number;
  /** 75th percentile, within about ±2.5 % (see `BUCKET_GROWTH`). */
  p75: number;
  rating: Rating;
}

/** One route's (and, in a daily listing, one day's) field values. */
export interface RouteVitals {
  route: string;
  /** Present in a daily listing only. */
  day?: string;
  metrics: Partial<Record<VitalMetric, MetricSummary>>;
}

/** What {@link TelemetryStore.recordError} did. */
export type RecordErrorResult = 'new' | 'counted' | 'dropped';

/** Reading options of {@link TelemetryStore.vitals}. */
export interface VitalsQuery {
  /** First UTC day included, `YYYY-MM-DD`. */
  fromDay: string;
  /** Last UTC day included. Default: no end. */
  toDay?: string;
  /** One entry per route and day instead of per route over the whole range. */
  byDay?: boolean;
}

/**
 * Where telemetry is kept. Implementations: `createMemoryTelemetryStore` (tests, edge demos) and
 * `createSqliteTelemetryStore` from `@rooted/telemetry/sqlite`.
 */
export interface TelemetryStore {
  /**
   * Counts a report in its group (creating the group, when fewer than the store's `maxGroups`
   * exist; otherwise the report is dropped, so a flood of distinct errors cannot grow the store).
   */
  recordError(report: ErrorReport): Promise<RecordErrorResult>;
  /** Adds one page view's values to the route's and day's histograms. */
  recordVitals(sample: VitalsSample): Promise<void>;
  /** Error groups, most recently seen first. */
  listErrors(options?: { limit?: number; since?: number }): Promise<ErrorGroup[]>;
  /** p75 and counts per route (and day), routes sorted by their sample count, largest first. */
  vitals(query: VitalsQuery): Promise<RouteVitals[]>;
  /**
   * Error groups whose message, stack or route contains `text` (case-insensitive; ASCII letters
   * fold), for a person's request for their data. Reports are scrubbed of addresses before they
   * are stored, so this finds only what the scrubber missed.
   */
  errorsMentioning(text: string): Promise<ErrorGroup[]>;
  /** Deletes the groups {@link errorsMentioning} finds; resolves to how many. */
  eraseMentions(text: string): Promise<number>;
  /** Deletes error groups last seen before `before` (epoch ms) and vitals of days before `beforeDay`. */
  purge(options: { before: number; beforeDay: string }): Promise<{ errors: number; vitals: number }>;
  close(): Promise<void>;
}

/** Store-wide options shared by the implementations. */
export interface TelemetryStoreOptions {
  /** Most error groups kept; new fingerprints beyond it are dropped until retention frees room. Default 1000. */
  maxGroups?: number;
}

/** Default of {@link TelemetryStoreOptions.maxGroups}. */
export const DEFAULT_MAX_GROUPS = 1000;

/** `YYYY-MM-DD` of an epoch ms, in UTC. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
