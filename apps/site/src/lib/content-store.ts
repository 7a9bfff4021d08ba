import {
  createAppConfigStore,
  createSiteContentStore,
  defaultAppConfig,
  defaultSiteContent,
  type AppConfig,
  type SiteContent,
  type SiteContentStore,
  type StorageLike,
} from '@rooted/site-content';
import { createStore } from 'zustand/vanilla';

/** What the site's sections read: content and app config, one store for both. */
export interface ContentState {
  content: SiteContent;
  config: AppConfig;
  /** False until `initContentSync` has applied the browser's stored overrides. */
  synced: boolean;
}

/**
 * The site's content store. It starts from the package defaults so the server prerender and the
 * first client render produce the same HTML; stored overrides arrive only after hydration.
 */
export const contentStore = createStore<ContentState>()(() => ({
  content: defaultSiteContent,
  config: defaultAppConfig,
  synced: false,
}));

/** The console API for site owners: `window.rootedSiteContent.updateSiteContent({...})`. */
export type RootedSiteContentApi = Pick<
  SiteContentStore,
  'getSiteContent' | 'updateSiteContent' | 'resetSiteContent' | 'subscribe'
>;

declare global {
  interface Window {
    /** Present once the site has hydrated; see the @rooted/site-content README. */
    rootedSiteContent?: RootedSiteContentApi;
  }
}

/** Options of {@link initContentSync}. */
export interface ContentSyncOptions {
  /** Explain ignored stored values in the console; pass `import.meta.env.DEV` from the app. */
  dev?: boolean;
  /** Backing storage; localStorage by default. */
  storage?: StorageLike | null;
}

/**
 * Applies the stored content and config overrides, follows later changes (this tab and others)
 * and exposes `window.rootedSiteContent`. Call once in an effect after hydration; the returned
 * cleanup stops following and removes the console API (so StrictMode's double effect is harmless).
 */
export function initContentSync(options: ContentSyncOptions = {}): () => void {
  const content = createSiteContentStore({ dev: options.dev, storage: options.storage });
  const config = createAppConfigStore({ dev: options.dev, storage: options.storage });
  contentStore.setState({ content: content.getSiteContent(), config: config.getAppConfig(), synced: true });
  const stopContent = content.subscribe((next) => contentStore.setState({ content: next }));
  const stopConfig = config.subscribe((next) => contentStore.setState({ config: next }));

  const api: RootedSiteContentApi = {
    getSiteContent: content.getSiteContent,
    updateSiteContent: content.updateSiteContent,
    resetSiteContent: content.resetSiteContent,
    subscribe: content.subscribe,
  };
  window.rootedSiteContent = api;

  return () => {
    stopContent();
    stopConfig();
    if (window.rootedSiteContent === api) delete window.rootedSiteContent;
  };
}
