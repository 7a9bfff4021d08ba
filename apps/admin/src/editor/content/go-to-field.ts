import type { NavigateFunction } from 'react-router-dom';
import { sectionOfPath, sectionPath } from './content-sections';

/** The event that asks the lists on screen to open the item holding a field (detail: its path). */
export const REVEAL_FIELD_EVENT = 'rooted-admin:reveal-field';

let revealing: string | null = null;

/** The field being gone to, while it is: a list drawn meanwhile (a section just opened) opens its item at once. */
export const fieldBeingRevealed = () => revealing;

/** The DOM id of the field an issue names: the field itself, or the nearest enclosing one that exists. */
export function targetFor(path: string): string | undefined {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  for (let end = parts.length; end > 0; end--) {
    const id = `field-${parts.slice(0, end).join('-')}`;
    if (document.getElementById(id)) return id;
  }
  return undefined;
}

/** The DOM id the field of `path` has once its section is on screen. */
export const idOf = (path: string) =>
  `field-${path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .join('-')}`;

/** The URL of the section holding `path`, with the field's id as its hash. */
export function fieldHref(path: string): string {
  const section = sectionOfPath(path);
  return section ? `/admin${sectionPath(section)}#${idOf(path)}` : `#${idOf(path)}`;
}

/**
 * Focuses the field of `path` once it exists: after a move to another section the field appears a
 * few frames later, and inside a folded list item once the item has opened. A path without a
 * field of its own (a list's item count) gets its nearest enclosing field.
 */
function focusWhenShown(path: string, framesLeft = 30) {
  const exact = document.getElementById(idOf(path));
  if (!exact && framesLeft > 0) {
    requestAnimationFrame(() => focusWhenShown(path, framesLeft - 1));
    return;
  }
  const id = exact ? exact.id : targetFor(path);
  const field = id ? document.getElementById(id) : null;
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
  if (revealing === path) revealing = null;
}

/**
 * Takes the owner to the field of `path`: opens its section if another one is on screen, opens
 * the folded list item that holds it, and focuses it. Used by the error summary's links and by a
 * click on a text in the live preview.
 */
export function goToField(path: string, navigate: NavigateFunction): void {
  const section = sectionOfPath(path);
  // The field's id as the URL's hash: the section's heading leaves the focus alone for it.
  if (section && window.location.pathname !== `/admin${sectionPath(section)}`)
    void navigate(`${sectionPath(section)}#${idOf(path)}`);
  revealing = path;
  window.dispatchEvent(new CustomEvent<string>(REVEAL_FIELD_EVENT, { detail: path }));
  focusWhenShown(path);
}
