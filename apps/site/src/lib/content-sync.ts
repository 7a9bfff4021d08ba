import './zod-without-eval';
import { createAppConfigStore, createSiteContentStore } from '@rooted/site-content';
import { contentStore, type ContentSyncOptions, type RootedSiteContentApi } from './content-store';
import { loadDeferredParts } from './when-needed';

/**
 * Applies the stored content and config overrides, follows later changes (this tab and others)
 * and exposes `window.rootedSiteContent`. Loaded lazily by `initContentSync`; the returned
 * cleanup stops following and removes the console API (so StrictMode's double effect is harmless).
 * Whenever the content differs from the prerendered defaults (`stored` overrides, or a later
 * update), every deferred part loads, so none keeps showing its server markup's old text.
 */
export function startContentSync(options: ContentSyncOptions = {}, stored = true): () => void {
  const content = createSiteContentStore({ dev: options.dev, storage: options.storage });
  const config = createAppConfigStore({ dev: options.dev, storage: options.storage });
  contentStore.setState({ content: content.getSiteContent(), config: config.getAppConfig(), synced: true });
  if (stored) loadDeferredParts();
  const stopContent = content.subscribe((next) => {
    loadDeferredParts();
    contentStore.setState({ content: next });
  });
  const stopConfig = config.subscribe((next) => {
    loadDeferredParts();
    contentStore.setState({ config: next });
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
