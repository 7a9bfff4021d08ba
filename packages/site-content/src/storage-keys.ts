/** Where the site content overrides live in localStorage (decision 'Identity'). */
export const SITE_CONTENT_STORAGE_KEY = 'rooted-ventures-site-content';

/** Where the browser app config lives in localStorage. */
export const APP_CONFIG_STORAGE_KEY = 'app-config';
