/** Where the site content overrides live in localStorage (decision 'Identity'). */
export const SITE_CONTENT_STORAGE_KEY = 'rooted-ventures-site-content';

/** Where the browser app config lives in localStorage. */
export const APP_CONFIG_STORAGE_KEY = 'app-config';

/**
 * Where the owners' editor keeps the draft it previews, in the owner's own browser: the whole
 * content, shown by the site's pages instead of the published content (not merged over it, so a
 * field the draft removed is gone). The editor writes it and the site reads it, so both take it
 * from here.
 */
export const PREVIEW_STORAGE_KEY = 'rooted-ventures-site-preview';
