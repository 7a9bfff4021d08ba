export { LIMITS } from './schema/primitives';
export {
  siteContentSchema,
  VENTURE_STATUSES,
  ventureIsLive,
  CHAT_RESPONSE_KEYS,
  type SiteContent,
  type Venture,
  type VentureStatus,
  type CommunityStat,
  type HeroCounter,
  type Testimonial,
  type SectionHeadingContent,
  type StoriesSectionContent,
  type NavItem,
  type LiveChatContent,
  type ChatResponseKey,
} from './schema/site-content-schema';
export {
  storySchema,
  storyListSchema,
  STORY_STATUSES,
  STORY_SUBJECT_KINDS,
  STORY_BODY_MAX,
  STORY_TAGS_MAX,
  type Story,
  type StoryStatus,
} from './stories/story-schema';
export { isPublicStory, publicStories, readingMinutes } from './stories/public-stories';
export { iconDrawingSchema, ICON_DRAWING, ICON_SHAPES, type IconDrawing, type IconShape } from './schema/icon-drawing';
export { IMAGE_SLOTS, IMAGE_UPLOAD, imageSchema, type ImageSlot, type SiteImage } from './schema/image';
export { siteContentJsonSchema, withoutSchemaKey } from './schema/json-schema';
export { validateSiteContent, type SiteContentValidation } from './validate-site-content';
export { appConfigSchema, THEMES, type AppConfig, type FeatureFlags, type Theme } from './schema/app-config-schema';
export { defaultSiteContent } from './defaults/default-site-content';
export { defaultCompany, defaultNavigation } from './defaults/default-identity';
export { defaultVentures } from './defaults/default-ventures';
export { defaultStories } from './defaults/default-stories';
export { defaultAppConfig } from './defaults/default-app-config';
export { deepMerge, type DeepPartial } from './core/deep-merge';
export { ValidationError, type ValidationIssue } from './core/validation-error';
export type { StorageLike } from './core/safe-storage';
export { MAX_STORED_CHARS } from './core/persisted-store';
export {
  createSiteContentStore,
  getDefaultSiteContentStore,
  getSiteContent,
  updateSiteContent,
  resetSiteContent,
  subscribeToSiteContent,
  SITE_CONTENT_STORAGE_KEY,
  CONTENT_UPDATED_EVENT,
  type SiteContentStore,
  type SiteContentStoreOptions,
  type SiteContentPatch,
} from './site-content-store';
export {
  createAppConfigStore,
  getDefaultAppConfigStore,
  getAppConfig,
  updateAppConfig,
  resetAppConfig,
  subscribeToAppConfig,
  APP_CONFIG_STORAGE_KEY,
  APP_CONFIG_UPDATED_EVENT,
  type AppConfigStore,
  type AppConfigStoreOptions,
  type AppConfigPatch,
} from './app-config-store';
export {
  findProviderSecrets,
  findStoredProviderSecrets,
  hasStoredProviderSecret,
  PROVIDER_SECRET_MESSAGE,
  type StoredSecretOptions,
} from './provider-secrets';
