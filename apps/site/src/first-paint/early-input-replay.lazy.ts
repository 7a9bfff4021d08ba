import { EARLY_CONTROLS } from './early-controls';
import { hydratedByReact } from './hydrated-by-react';

let waiting = false;

/**
 * Replays `queue` in order, emptying it: a click is a click on the same control, a keystroke is
 * dispatched again where it was made. An event on a control React has not hydrated yet waits
 * until it has (its part's code is on its way: the visitor tapped it, so it is in view), and so
 * does everything after it. Loaded by early-input.ts only when there is something to replay.
 */
export function replayQueue(queue: Event[], drained: () => void = () => {}): void {
  if (waiting) return;
  for (let next = queue[0]; next; next = queue[0]) {
    if (notHydratedYet(next)) {
      // No event says when a Suspense boundary hydrates; looking again every 50 ms costs nothing.
      waiting = true;
      setTimeout(() => {
        waiting = false;
        replayQueue(queue, drained);
      }, 50);
      return;
    }
    queue.shift();
    replay(next);
  }
  drained();
}

function notHydratedYet(event: Event): boolean {
  const control = event.target instanceof Element ? event.target.closest(EARLY_CONTROLS) : null;
  return control !== null && control.isConnected && !hydratedByReact(control);
}

function replay(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest(EARLY_CONTROLS) : null;
  const connected = control instanceof HTMLElement && control.isConnected;
  // A control that is gone (the page changed meanwhile) is not clicked elsewhere.
  if (event.type === 'click') {
    if (connected) control.click();
    return;
  }
  // A keystroke on a control goes to it (the docs tabs' arrow keys) and bubbles to the document,
  // where the page-wide shortcuts listen; any other keystroke goes to the document. The new
  // event copies key, code and modifiers from the kept one, and bubbles like it.
  if (event instanceof KeyboardEvent) {
    const again = new KeyboardEvent('keydown', event);
    // The boot script, still recording keystrokes, leaves this one alone.
    Object.defineProperty(again, 'replayed', { value: true });
    (connected ? control : document).dispatchEvent(again);
  }
}
