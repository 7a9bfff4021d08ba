/**
 * The one place the site reads its build-time environment. Only VITE_* (public)
 * values exist here; secrets live in the server process and never reach the bundle.
 */
const DEFAULT_SITE_URL = 'https://rooted.example';

/** The production origin used for canonical URLs and the sitemap, without a trailing slash. */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
