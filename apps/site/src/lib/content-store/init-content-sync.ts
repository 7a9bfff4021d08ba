import type { StorageLike } from '@rooted/site-content';
import {
  APP_CONFIG_STORAGE_KEY,
  SITE_CONTENT_STORAGE_KEY,
  PREVIEW_STORAGE_KEY,
} from '@rooted/site-content/defaults/shell';
import { nextTask } from '../../first-paint/next-task';
import type { ContentSyncOptions } from './content-store';

/** True when the browser holds content or config overrides, or an owner's preview draft, that must be applied at once. */
function hasStoredOverrides(storage: StorageLike | null | undefined): boolean {
  try {
    const store = storage === undefined ? window.localStorage : storage;
    return (
      store !== null &&
      [SITE_CONTENT_STORAGE_KEY, APP_CONFIG_STORAGE_KEY, PREVIEW_STORAGE_KEY].some((key) => store.getItem(key) !== null)
    );
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
