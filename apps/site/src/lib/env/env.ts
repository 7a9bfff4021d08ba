import { trimTrailingSlashes } from './trailing-slashes';

/**
 * The one place the site reads its build-time environment. Only VITE_* (public)
 * values exist here; secrets live in the server process and never reach the bundle.
 */
const DEFAULT_SITE_URL = 'https://rooted.example';

/** The production origin used for canonical URLs and the sitemap, without a trailing slash. */
export const siteUrl: string = trimTrailingSlashes(import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL);

/**
 * The public (VITE_*) variables the readiness rules look at, read by static
 * reference: Vite replaces each `import.meta.env.VITE_X` at build time, while a
 * dynamic lookup would stay empty. Server and secret variables never exist in
 * the browser, so the browser's report shows them as missing; the CLI checks them in CI.
 */
export const publicEnv: Readonly<Record<string, string | undefined>> = {
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID,
  VITE_ENABLE_ANALYTICS: import.meta.env.VITE_ENABLE_ANALYTICS,
  VITE_ENABLE_ERROR_TRACKING: import.meta.env.VITE_ENABLE_ERROR_TRACKING,
  VITE_ENABLE_PERFORMANCE_MONITORING: import.meta.env.VITE_ENABLE_PERFORMANCE_MONITORING,
};

/** The Vite mode the site was built or served in ('development', 'production', …). */
export const buildMode: string = import.meta.env.MODE;
