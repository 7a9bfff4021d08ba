import type { SiteContentStore, StorageLike } from '@rooted/site-content';
import {
  APP_CONFIG_STORAGE_KEY,
  SITE_CONTENT_STORAGE_KEY,
  defaultAppConfig,
  defaultCompany,
  defaultNavigation,
  type AppConfig,
  type SiteContent,
} from '@rooted/site-content/defaults/shell';
import { createStore } from 'zustand/vanilla';
import { nextTask } from '../../first-paint/next-task';

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
 *
 * The entry bundle carries only the shell's defaults (identity and navigation, read by the header).
 * The rest of the default content is filled in by `ensureFullContent()`, which every lazily loaded
 * part awaits before it renders (lazy sections, footer, chat, search), so it travels with them.
 */
let defaults = { company: defaultCompany, navigation: defaultNavigation } as SiteContent;

/** The default content known so far: the shell, then everything once `ensureFullContent()` ran. */
export function defaultContent(): SiteContent {
  return defaults;
}

/** Called by full-content.ts when the complete defaults have loaded. */
export function setDefaultContent(content: SiteContent): void {
  defaults = content;
}

export const contentStore = createStore<ContentState>()(() => ({
  content: defaults,
  config: defaultAppConfig,
  synced: false,
}));

/** Loads the full default content into the store (once); await it before rendering lazily loaded parts. */
export function ensureFullContent(): Promise<void> {
  return import('./full-content.lazy').then(({ installFullContent }) => installFullContent());
}

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

/** True when the browser holds content or config overrides that must be applied at once. */
function hasStoredOverrides(storage: StorageLike | null | undefined): boolean {
  try {
    const store = storage === undefined ? window.localStorage : storage;
    return store !== null && (store.getItem(SITE_CONTENT_STORAGE_KEY) !== null || store.getItem(APP_CONFIG_STORAGE_KEY) !== null);
  } catch {
    return false;
  }
}

/**
 * Starts content sync after hydration without putting the validation code (zod)
 * in the entry bundle: the sync module loads at once when the browser holds
 * overrides, otherwise when the browser is idle (then `window.rootedSiteContent`
 * appears for site owners). Returns a cleanup that also cancels a pending load.
 */
export function initContentSync(options: ContentSyncOptions = {}): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const stored = hasStoredOverrides(options.storage);
  // Three tasks, none long enough to delay a tap on a phone: zod evaluates, then our schemas
  // and the sync module, then the stores are created (which validates the defaults) and applied.
  const start = async () => {
    await import('../../first-paint/zod-without-eval');
    await nextTask();
    const { startContentSync } = await import('./content-sync.lazy');
    await nextTask();
    if (!cancelled) stop = startContentSync(options, stored);
  };

  let idle: number | undefined;
  if (stored || typeof window.requestIdleCallback !== 'function') void start();
  else idle = window.requestIdleCallback(() => void start(), { timeout: 2000 });

  return () => {
    cancelled = true;
    if (idle !== undefined) window.cancelIdleCallback(idle);
    stop?.();
  };
}
