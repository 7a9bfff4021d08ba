import { execFileSync } from 'node:child_process';

/** What a build of the site has built in, decided once from its environment at build time. */
export interface BuildFlags {
  /** Google Analytics behind the consent banner: `VITE_ENABLE_ANALYTICS=true` and a valid GA4 id. */
  analytics: boolean;
  /** The GA4 measurement id, when `analytics`. */
  gaMeasurementId: string;
  /** First-party error reports: `VITE_ENABLE_ERROR_TRACKING=true`. Off unless asked for. */
  errorTracking: boolean;
  /**
   * First-party field vitals: on unless `VITE_ENABLE_PERFORMANCE_MONITORING` is `false`. The
   * development server collects them for the readiness panel but sends nothing (it has no API).
   */
  performanceMonitoring: boolean;
  /** Share of page loads that send vitals (`VITE_PERFORMANCE_SAMPLE_RATE`, 0 to 1). Default 1. */
  performanceSampleRate: number;
  /** The build id sent with error reports: `VITE_RELEASE`, else the commit, else `dev`. */
  release: string;
}

/**
 * A GA4 measurement id as the readiness rules accept it (`G-` and more than ten characters), so
 * the build turns analytics on exactly when the readiness report calls the id valid.
 */
export function isGaMeasurementId(value: string | undefined): value is string {
  return value !== undefined && value.startsWith('G-') && value.length > 10;
}

function releaseId(env: Readonly<Record<string, string | undefined>>): string {
  const given = env.VITE_RELEASE?.trim();
  if (given) return given.replace(/[^\w.+-]/g, '-').slice(0, 64);
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || 'dev'
    );
  } catch {
    return 'dev';
  }
}

/** The flags of a build from its (VITE_*) environment, as Vite loads it for the build's mode. */
export function buildFlags(env: Readonly<Record<string, string | undefined>>): BuildFlags {
  const id = env.VITE_GA_MEASUREMENT_ID?.trim();
  const analytics = env.VITE_ENABLE_ANALYTICS === 'true' && isGaMeasurementId(id);
  const perf = env.VITE_ENABLE_PERFORMANCE_MONITORING;
  const rate = Number(env.VITE_PERFORMANCE_SAMPLE_RATE ?? '1');
  return {
    analytics,
    gaMeasurementId: analytics ? (id as string) : '',
    errorTracking: env.VITE_ENABLE_ERROR_TRACKING === 'true',
    performanceMonitoring: perf !== 'false',
    performanceSampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1,
    release: releaseId(env),
  };
}

/**
 * The flags as compile-time constants (Vite's and tsup's `define`): code behind a flag that is
 * off is removed from the bundle, not merely skipped.
 */
export function defineBuildFlags(flags: BuildFlags): Record<string, string> {
  return {
    __ANALYTICS__: JSON.stringify(flags.analytics),
    __GA_MEASUREMENT_ID__: JSON.stringify(flags.gaMeasurementId),
    __ERROR_TRACKING__: JSON.stringify(flags.errorTracking),
    __PERFORMANCE_MONITORING__: JSON.stringify(flags.performanceMonitoring),
    __PERFORMANCE_SAMPLE_RATE__: JSON.stringify(flags.performanceSampleRate),
    __RELEASE__: JSON.stringify(flags.release),
  };
}
