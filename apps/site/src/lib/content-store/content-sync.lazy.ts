import '../../first-paint/zod-without-eval';
import { createAppConfigStore, createSiteContentStore } from '@rooted/site-content';
import { replaceEqualDeep } from '@tanstack/react-query';
import { contentStore, type ContentSyncOptions, type RootedSiteContentApi, type ContentState } from './content-store';
import { loadDeferredParts } from '../../first-paint/when-needed';
import { siteContentData } from './site-content-data';

/**
 * Applies the stored content and config overrides, follows later changes (this tab and others)
 * and exposes `window.rootedSiteContent`. Loaded lazily by `initContentSync`; the returned
 * cleanup stops following and removes the console API (so StrictMode's double effect is harmless).
 * Whenever the content differs from the prerendered defaults (`stored` overrides, or a later
 * update), every deferred part loads, so none keeps showing its server markup's old text.
 *
 * New content is merged in with structural sharing: validation returns fresh objects even when
 * nothing changed, and a section re-renders only when the part it reads really changed. Without
 * it, the first sync re-rendered every section at once: a 30–36 ms task on /docs on our 2-core machine.
 */
export function startContentSync(options: ContentSyncOptions = {}, stored = true): () => void {
  // Browser overrides (the preview overlay) apply over the site's content, not the package's defaults.
  const content = createSiteContentStore({ defaults: siteContentData, dev: options.dev, storage: options.storage });
  const config = createAppConfigStore({ dev: options.dev, storage: options.storage });
  contentStore.setState((state) => ({ ...shared(state, content.getSiteContent(), config.getAppConfig()), synced: true }));
  if (stored) loadDeferredParts();
  const stopContent = content.subscribe((next) => {
    loadDeferredParts();
    contentStore.setState((state) => shared(state, next, state.config));
  });
  const stopConfig = config.subscribe((next) => {
    loadDeferredParts();
    contentStore.setState((state) => shared(state, state.content, next));
  });

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

/** The next content and config, keeping every part equal to the current one as the same object. */
function shared(state: ContentState, content: ContentState['content'], config: ContentState['config']) {
  return { content: replaceEqualDeep(state.content, content), config: replaceEqualDeep(state.config, config) };
}
