/**
 * `@rooted/site-content/defaults/shell`: what every page's shell needs at first
 * paint (the studio's identity, the main navigation, the default app config and
 * the storage keys) without the rest of the default content. A site can render
 * its header from this and load the remaining defaults with its lazy sections.
 */
export { defaultCompany, defaultNavigation } from './default-identity';
export { defaultAppConfig } from './default-app-config';
export { SITE_CONTENT_STORAGE_KEY, APP_CONFIG_STORAGE_KEY, PREVIEW_STORAGE_KEY } from '../storage-keys';
export type { SiteContent } from '../schema/site-content-schema';
export type { AppConfig } from '../schema/app-config-schema';
