/**
 * What the site-health route answers, as the owner's app reads it. The app owns the shapes; its
 * API (server/desk/) imports them, so both sides keep one definition.
 */

/** The field metrics the Health section draws: the three Core Web Vitals. */
export type CoreVital = 'LCP' | 'INP' | 'CLS';

/** How a 75th percentile compares with the metric's published thresholds. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** One metric of one route: its 75th percentile over the period, its rating and how many page views sent it. */
export interface RouteVital {
  p75: number;
  rating: VitalRating;
  count: number;
}

/** One route's field Core Web Vitals over the period. */
export interface RouteVitals {
  route: string;
  metrics: Partial<Record<CoreVital, RouteVital>>;
}

/** One form's leads per day, aligned with {@link SiteHealth.days}. */
export interface FormLeadDays {
  kind: 'contact' | 'newsletter' | 'join' | 'exit-intent';
  /** The form as the owner knows it ("Contact"). */
  form: string;
  counts: number[];
}

/** One group of error reports: every report with the same fingerprint. The message is scrubbed. */
export interface ErrorGroupView {
  fingerprint: string;
  kind: string;
  message: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
  lastRoute: string;
}

/** The Health section's pictures: leads per day, field vitals per route, error groups. */
export interface SiteHealth {
  /** The period's UTC days (`YYYY-MM-DD`), oldest first; the last one is today. */
  days: string[];
  leads: FormLeadDays[];
  /** Routes with the most page views first. */
  vitals: RouteVitals[];
  /** Each metric's good and poor thresholds: good at or below the first, poor above the second. */
  thresholds: Record<CoreVital, [good: number, poor: number]>;
  /** Most recently seen first. */
  errors: ErrorGroupView[];
}

/**
 * The backups' state (`GET /api/admin/desk/backups`), as the site's backups report it: none on
 * PostgreSQL (the database is the operator's to dump), else the backup folder's.
 */
export type BackupStatus =
  | { kind: 'postgres' }
  | {
      kind: 'files';
      /** The newest backup: when (ms) and its size; undefined when there is none yet. */
      last: { at: number; bytes: number } | undefined;
      /** The last scheduled run failed (and none has succeeded since): when, and why in words without data. */
      failed: { at: number; reason: string } | undefined;
      /**
       * The last backup is more than a day and a half old (one missed run, with room for a slow
       * one). A site with none yet is not late: its first run is due 10 minutes after the start,
       * and a run that fails says so in `failed`.
       */
      late: boolean;
    };
