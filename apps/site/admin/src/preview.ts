import { SITE_CONTENT_STORAGE_KEY } from '@rooted/site-content/defaults/shell';

/**
 * The preview is the site's own browser overlay: content stored under this key in this browser's
 * localStorage is applied over the published content by every page right after it loads, and
 * followed live by open tabs. So the draft is previewed on the real pages, by the real code, in
 * this browser only; no visitor sees it. Publishing or discarding removes it.
 */
export function writePreview(draft: unknown): void {
  window.localStorage.setItem(SITE_CONTENT_STORAGE_KEY, JSON.stringify(draft));
}

export function clearPreview(): void {
  window.localStorage.removeItem(SITE_CONTENT_STORAGE_KEY);
}

export function hasPreview(): boolean {
  return window.localStorage.getItem(SITE_CONTENT_STORAGE_KEY) !== null;
}
