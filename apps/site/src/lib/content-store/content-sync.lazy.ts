import '../../first-paint/zod-without-eval';
import { PREVIEW_STORAGE_KEY } from '@rooted/site-content/defaults/shell';
import {
  CONTENT_UPDATED_EVENT,
  createAppConfigStore,
  createSiteContentStore,
  type SiteContent,
  type SiteContentStore,
} from '@rooted/site-content';
import { replaceEqualDeep } from '@tanstack/react-query';
import { contentStore, type ContentSyncOptions, type RootedSiteContentApi, type ContentState } from './content-store';
import { loadDeferredParts } from '../../first-paint/when-needed';
import { siteContentData } from './site-content-data';
import { markPreview, readPreviewDraft, showWhenDraftRendered, type PreviewDraft } from './preview-draft';
import { startPublishedRefresh } from './published-refresh';

/** Stores a theme pick (`../theme/use-theme.ts` loads it from here, with the package's store). */
export { saveTheme } from '../theme/save-theme';

/**
 * Applies the stored content and config overrides, follows later changes (this tab and others)
 * and exposes `window.rootedSiteContent`. Loaded lazily by `initContentSync`; the returned
 * cleanup stops following and removes the console API (so StrictMode's double effect is harmless).
 * Whenever the content differs from the prerendered defaults (`stored` overrides, or a later
 * update), every deferred part loads, so none keeps showing its server markup's old text.
 *
 * The overrides lie over a base: the published content (the page's, then whatever an owner
 * publishes while the tab is open, see published-refresh.ts), or, in an owner's browser that
 * previews a draft, the whole draft instead (preview-draft.ts). Changing the base swaps the
 * package's store for one over the new base and broadcasts `content-updated`.
 *
 * New content is merged in with structural sharing: validation returns fresh objects even when
 * nothing changed, and a section re-renders only when the part it reads really changed. Without
 * it, the first sync re-rendered every section at once: a 30–36 ms task on /docs on our 2-core machine.
 */
export function startContentSync(options: ContentSyncOptions = {}, stored = true): () => void {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  let published = siteContentData;
  let preview = readPreviewDraft(storage);
  const baseOf = (draft: PreviewDraft) => (draft.kind === 'draft' ? draft.content : published);
  // Browser overrides (the console API) apply over the base, not over the package's defaults.
  const over = (defaults: SiteContent) =>
    createSiteContentStore({ defaults, dev: options.dev, storage: options.storage });

  let content: SiteContentStore = over(baseOf(preview));
  const config = createAppConfigStore({ dev: options.dev, storage: options.storage });
  contentStore.setState((state) => ({
    ...shared(state, content.getSiteContent(), config.getAppConfig()),
    synced: true,
  }));
  if (stored) loadDeferredParts();
  // The console API's listeners live here, not on the package's store: a new base (a publish, an
  // owner's draft) swaps that store, and listeners held by the old one would hear nothing more.
  const apiListeners = new Set<(content: SiteContent) => void>();
  const onContent = (next: SiteContent) => {
    loadDeferredParts();
    contentStore.setState((state) => shared(state, next, state.config));
    for (const listener of [...apiListeners]) listener(next);
  };
  let stopContent = content.subscribe(onContent);
  const stopConfig = config.subscribe((next) => {
    loadDeferredParts();
    contentStore.setState((state) => shared(state, state.content, next));
  });

  /** A new base: a store over it replaces the current one (it throws, changing nothing, when `base` is invalid). */
  const rebase = (base: SiteContent) => {
    const next = over(base);
    stopContent();
    content = next;
    stopContent = content.subscribe(onContent);
    onContent(content.getSiteContent());
    window.dispatchEvent(new CustomEvent(CONTENT_UPDATED_EVENT, { detail: content.getSiteContent() }));
  };

  let cancelShow = previewShown(preview);
  // The editor writes, replaces or discards the draft in another tab: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREVIEW_STORAGE_KEY && event.key !== null) return;
    preview = readPreviewDraft(storage);
    cancelShow();
    rebase(baseOf(preview));
    cancelShow = previewShown(preview);
  };
  window.addEventListener('storage', onStorage);

  const refresh = startPublishedRefresh({
    current: () => published,
    apply(next) {
      // Validated before anything changes; an owner's preview keeps its draft over a publish.
      if (preview.kind === 'draft') over(next);
      else rebase(next);
      published = next;
    },
  });

  const api: RootedSiteContentApi = {
    getSiteContent: () => content.getSiteContent(),
    updateSiteContent: (patch) => content.updateSiteContent(patch),
    resetSiteContent: () => content.resetSiteContent(),
    subscribe: (listener) => {
      apiListeners.add(listener);
      return () => void apiListeners.delete(listener);
    },
  };
  window.rootedSiteContent = api;

  return () => {
    stopContent();
    stopConfig();
    refresh.stop();
    cancelShow();
    window.removeEventListener('storage', onStorage);
    apiListeners.clear();
    if (window.rootedSiteContent === api) delete window.rootedSiteContent;
  };
}

/** Marks the page for what the preview shows; a draft is shown once every part renders it. Returns a cancel. */
function previewShown(preview: PreviewDraft): () => void {
  if (preview.kind === 'none') {
    markPreview(undefined);
    return () => {};
  }
  if (preview.kind === 'invalid') {
    markPreview('invalid');
    return () => {};
  }
  markPreview('loading');
  loadDeferredParts();
  return showWhenDraftRendered();
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The next content and config, keeping every part equal to the current one as the same object. */
function shared(state: ContentState, content: ContentState['content'], config: ContentState['config']) {
  return { content: replaceEqualDeep(state.content, content), config: replaceEqualDeep(state.config, config) };
}
