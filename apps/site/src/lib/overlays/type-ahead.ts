/**
 * Keystrokes typed into an overlay whose code is still loading. Ctrl+K then "peer mentoring"
 * typed at once reaches the page before the search's input exists, and so does a question typed
 * right after opening the chat; without this, the text is dropped and the overlay opens empty.
 * The opener starts the capture when it asks for its overlay, and the overlay takes the text as
 * it focuses its input, which from then on gets the keystrokes itself.
 *
 * One overlay at a time (overlay-events.ts): the capture belongs to the overlay that asked last,
 * so another overlay closing (and dropping its own capture) never drops the text meant for the
 * one now opening.
 */
import { FORM_FIELDS } from '../../first-paint/early-controls';

let typed: string | null = null;
let owner = '';

function capture(event: KeyboardEvent): void {
  // A field the visitor is in keeps its keystrokes; an IME's keystrokes have long key names.
  if (
    typed === null ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    (event.target as Element).closest?.(FORM_FIELDS)
  )
    return;
  if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else if (event.key.length === 1) typed += event.key;
  else return;
  // The keystroke is the overlay's: no page scroll on Space, no button pressed by it (focus is
  // still on the opener), no second shortcut on '/'.
  event.preventDefault();
}

/**
 * Starts keeping keystrokes for `overlay` (e.g. 'search', 'chat'), which is about to open. Does
 * nothing if already keeping them for it; the text kept for another overlay is dropped.
 */
export function startTypeAhead(overlay: string): void {
  if (typed !== null && owner === overlay) return;
  typed = '';
  owner = overlay;
  document.addEventListener('keydown', capture, true);
}

/**
 * Stops keeping keystrokes for `overlay` and returns what was typed: '' when nothing was, when
 * no capture ran, or when the capture now belongs to another overlay (which keeps it).
 */
export function takeTypeAhead(overlay: string): string {
  if (typed === null || owner !== overlay) return '';
  const text = typed;
  typed = null;
  document.removeEventListener('keydown', capture, true);
  return text;
}
