import type { DeepPartial } from './core/deep-merge';
import { createPersistedStore } from './core/persisted-store';
import type { StorageLike } from './core/safe-storage';
import { defaultSiteContent } from './defaults/default-site-content';
import { siteContentSchema, type SiteContent } from './schema/site-content-schema';

export { SITE_CONTENT_STORAGE_KEY } from './storage-keys';
import { SITE_CONTENT_STORAGE_KEY } from './storage-keys';

/** The window event broadcast after every content write; `detail` is the new content. */
export const CONTENT_UPDATED_EVENT = 'content-updated';

/** A deep-partial content change: objects merge, arrays (ventures, navigation, ...) replace. */
export type SiteContentPatch = DeepPartial<SiteContent>;

/** Options of {@link createSiteContentStore}; every one is optional. */
export interface SiteContentStoreOptions {
  /** Full default content for the site; validated when the store is created. Rooted's by default. */
  defaults?: SiteContent;
  /** localStorage key of the overrides; a sibling site uses its own `{slug}-site-content`. */
  storageKey?: string;
  /** Backing storage: localStorage when omitted, `null` for memory only. */
  storage?: StorageLike | null;
  /** Where `content-updated` and `storage` events travel: `window` when omitted, `null` for none. */
  target?: EventTarget | null;
  /** Warn in the console when stored content is ignored, and why. Off for visitors. */
  dev?: boolean;
}

/** The programmatic content API for site owners. */
export interface SiteContentStore {
  /** Defaults with the valid stored overrides merged in; stable identity until something changes. */
  getSiteContent(): SiteContent;
  /**
   * Validates `patch` against the merged content, stores it and broadcasts `content-updated`.
   * Throws a ValidationError naming each bad path; nothing is stored then.
   */
  updateSiteContent(patch: SiteContentPatch): SiteContent;
  /** Removes every override; readers get the defaults again. */
  resetSiteContent(): SiteContent;
  /** Calls `listener` with new content after a write in this tab or another; returns the unsubscribe. */
  subscribe(listener: (content: SiteContent) => void): () => void;
}

/**
 * Creates a content store over any defaults and storage key, so a sibling site reuses the package
 * without forking. No browser global is touched until the store is first used (SSR-safe).
 */
export function createSiteContentStore(options: SiteContentStoreOptions = {}): SiteContentStore {
  const store = createPersistedStore<SiteContent>({
    subject: 'site content',
    schema: siteContentSchema,
    defaults: options.defaults ?? defaultSiteContent,
    storageKey: options.storageKey ?? SITE_CONTENT_STORAGE_KEY,
    storage: options.storage,
    target: options.target,
    dev: options.dev,
    eventName: CONTENT_UPDATED_EVENT,
  });
  return {
    getSiteContent: store.get,
    updateSiteContent: store.update,
    resetSiteContent: store.reset,
    subscribe: store.subscribe,
  };
}

let rootedStore: SiteContentStore | undefined;

/** The shared store for Rooted Ventures' defaults and key, created on first use. */
export function getDefaultSiteContentStore(): SiteContentStore {
  rootedStore ??= createSiteContentStore();
  return rootedStore;
}

/** Rooted Ventures content: defaults merged with the overrides in this browser. */
export const getSiteContent = (): SiteContent => getDefaultSiteContentStore().getSiteContent();

/** Validates, stores and broadcasts a Rooted Ventures content patch; throws on invalid input. */
export const updateSiteContent = (patch: SiteContentPatch): SiteContent =>
  getDefaultSiteContentStore().updateSiteContent(patch);

/** Removes the stored Rooted Ventures overrides. */
export const resetSiteContent = (): SiteContent => getDefaultSiteContentStore().resetSiteContent();

/** Listens for Rooted Ventures content changes in this tab and others; returns the unsubscribe. */
export const subscribeToSiteContent = (listener: (content: SiteContent) => void): (() => void) =>
  getDefaultSiteContentStore().subscribe(listener);
