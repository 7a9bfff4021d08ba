/**
 * Where the owners' editor keeps the draft it previews, in the owner's own browser: the whole
 * content, shown by the pages instead of the published content (not merged over it, so a field
 * the draft removed is gone). Apart from the visitor overrides' key, which merges key by key.
 * Read by the boot script (to hide a page until the draft is on it) and by the content sync.
 */
export const PREVIEW_STORAGE_KEY = 'rooted-ventures-site-preview';

/** The `data-preview` states of `<html>` while a page shows a draft; the stylesheet shows each one. */
export type PreviewState = 'loading' | 'shown' | 'incomplete' | 'invalid';
