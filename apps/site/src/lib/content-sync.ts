import { createAppConfigStore, createSiteContentStore } from '@rooted/site-content';
import { contentStore, type ContentSyncOptions, type RootedSiteContentApi } from './content-store';

/**
 * Applies the stored content and config overrides, follows later changes (this tab and others)
 * and exposes `window.rootedSiteContent`. Loaded lazily by `initContentSync`; the returned
 * cleanup stops following and removes the console API (so StrictMode's double effect is harmless).
 */
export function startContentSync(options: ContentSyncOptions = {}): () => void {
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
