/** The `data-preview` states of `<html>` while a page shows a draft; the stylesheet shows each one. */
export type PreviewState = 'loading' | 'shown' | 'incomplete' | 'invalid';
