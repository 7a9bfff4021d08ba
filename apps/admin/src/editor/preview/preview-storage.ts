import { PREVIEW_STORAGE_KEY, SITE_CONTENT_STORAGE_KEY } from '@rooted/site-content/defaults/shell';

/**
 * The preview is the real pages in this browser: the whole validated draft is stored under the
 * preview key of this browser's localStorage, and every page shows it instead of the published
 * content (a field the draft removed is gone), hidden until every part of the page shows the draft,
 * and followed live by open tabs. No visitor sees it. Publishing or discarding removes it.
 */
export function writePreview(draft: unknown): void {
  window.localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(draft));
}

export function clearPreview(): void {
  window.localStorage.removeItem(PREVIEW_STORAGE_KEY);
  // Earlier editors stored the preview as a visitor override, which merges over every later publish.
  window.localStorage.removeItem(SITE_CONTENT_STORAGE_KEY);
}

export function hasPreview(): boolean {
  return window.localStorage.getItem(PREVIEW_STORAGE_KEY) !== null;
}
