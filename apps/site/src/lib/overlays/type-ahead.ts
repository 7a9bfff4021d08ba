/**
 * Keystrokes typed into an overlay whose code is still loading. Ctrl+K then "peer mentoring"
 * typed at once reaches the page before the search's input exists; without this, the text is
 * dropped and the search opens empty. The opener starts the capture when it asks for the
 * overlay, and the overlay takes the text as it focuses its input, which from then on gets
 * the keystrokes itself.
 */
import { FORM_FIELDS } from '../../first-paint/early-controls';

let typed: string | null = null;

function capture(event: KeyboardEvent): void {
  // A field the visitor is in keeps its keystrokes; an IME's keystrokes have long key names.
  if (typed === null || event.ctrlKey || event.metaKey || event.altKey || (event.target as Element).closest?.(FORM_FIELDS)) return;
  if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else if (event.key.length === 1) typed += event.key;
  else return;
  // The keystroke is the overlay's: no page scroll on Space, no second shortcut on '/'.
  event.preventDefault();
}

/** Starts keeping keystrokes for an overlay that is about to open; does nothing if already keeping them. */
export function startTypeAhead(): void {
  if (typed !== null) return;
  typed = '';
  document.addEventListener('keydown', capture, true);
}

/** Stops keeping keystrokes and returns what was typed ('' when nothing was, or when no capture ran). */
export function takeTypeAhead(): string {
  const text = typed ?? '';
  typed = null;
  document.removeEventListener('keydown', capture, true);
  return text;
}
