import type { AppConfig, SiteContent } from '@rooted/site-content';
import { useEffect, useSyncExternalStore } from 'react';
import { contentStore, type ContentSyncOptions } from './content-store';
import { initContentSync } from './init-content-sync';

const whole = <T>(value: T) => value;

/**
 * Reads site content. Pass a selector to re-render only when that part changes, e.g.
 * `useSiteContent((content) => content.ventures)`. A selector must return something already in the
 * content (or a primitive); building a new object on every call re-renders forever.
 */
export function useSiteContent(): SiteContent;
export function useSiteContent<T>(selector: (content: SiteContent) => T): T;
export function useSiteContent<T>(selector: (content: SiteContent) => T = whole as (content: SiteContent) => T): T {
  return useSyncExternalStore(
    contentStore.subscribe,
    () => selector(contentStore.getState().content),
    // Prerendering and hydration read the defaults, never stored overrides, so the first client
    // render of every (lazily hydrated) part matches the prerendered HTML; overrides follow.
    () => selector(contentStore.getState().defaults),
  );
}

/** Reads the app config (feature flags, ui), e.g. `useAppConfig((config) => config.features.liveChat)`. */
export function useAppConfig(): AppConfig;
export function useAppConfig<T>(selector: (config: AppConfig) => T): T;
export function useAppConfig<T>(selector: (config: AppConfig) => T = whole as (config: AppConfig) => T): T {
  const read = () => selector(contentStore.getState().config);
  return useSyncExternalStore(contentStore.subscribe, read, read);
}

/**
 * Starts content sync after hydration (an effect never runs during prerender). Mount once, near
 * the root: `useContentSync({ dev: import.meta.env.DEV })`.
 */
export function useContentSync(options: ContentSyncOptions = {}): void {
  const { dev, storage } = options;
  useEffect(() => initContentSync({ dev, storage }), [dev, storage]);
}
