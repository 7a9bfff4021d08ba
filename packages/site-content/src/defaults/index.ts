/**
 * `@rooted/site-content/defaults`: the default content and app config with no
 * validation code attached. A site renders these on first paint and loads the
 * validating stores (zod) only when it needs them, keeping its entry bundle small.
 */
export { defaultSiteContent } from './default-site-content';
export { defaultCompany, defaultNavigation } from './default-identity';
export { defaultVentures } from './default-ventures';
export { defaultStories } from './default-stories';
export { defaultAppConfig } from './default-app-config';
export type { SiteContent, Venture } from '../schema/site-content-schema';
export type { Story } from '../stories/story-schema';
export type { AppConfig } from '../schema/app-config-schema';
export { SITE_CONTENT_STORAGE_KEY, APP_CONFIG_STORAGE_KEY } from '../storage-keys';
