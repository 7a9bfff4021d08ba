import type { SiteContentStore, StorageLike } from '@rooted/site-content';
import { defaultAppConfig, type AppConfig, type SiteContent } from '@rooted/site-content/defaults/shell';
import { createStore } from 'zustand/vanilla';
// Only these two keys of the data file reach the entry bundle (Vite exports each top-level key on its own).
import { company, navigation } from '../../../content-data/site-content.json';
import { readPublishedContent } from './published-content';

/*
 * The state every other file of this folder builds on; it imports none of them, so imports
 * point one way: the sync, the full defaults and the hooks import the store, never the reverse.
 */

/** What the site's sections read: content and app config, one store for both. */
export interface ContentState {
  content: SiteContent;
  config: AppConfig;
  /**
   * The site's content known so far: the shell, then everything once `ensureFullContent()` ran.
   * Prerendering and hydration render from it, never from stored overrides.
   */
  defaults: SiteContent;
  /** False until `initContentSync` has applied the browser's stored overrides. */
  synced: boolean;
}

/**
 * The site's content store. It starts from the site's content (content-data/site-content.json, or what
 * an owner published, embedded in the page) so the server prerender and the first client render
 * produce the same HTML; stored browser overrides arrive only after hydration.
 *
 * The entry bundle carries only the shell (identity and navigation, read by the header). The rest
 * of the content is filled in by `ensureFullContent()`, which every lazily loaded part awaits
 * before it renders (lazy sections, footer, chat, search), so it travels with them. A page that
 * carries published content has it all at once.
 */
const shell = readPublishedContent() ?? ({ company, navigation } as SiteContent);

export const contentStore = createStore<ContentState>()(() => ({
  content: shell,
  config: defaultAppConfig,
  defaults: shell,
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

/** Options of `initContentSync` (init-content-sync.ts). */
export interface ContentSyncOptions {
  /** Explain ignored stored values in the console; pass `import.meta.env.DEV` from the app. */
  dev?: boolean;
  /** Backing storage; localStorage by default. */
  storage?: StorageLike | null;
}
