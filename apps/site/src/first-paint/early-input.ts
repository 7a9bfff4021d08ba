import { EARLY_CONTROLS } from './early-controls';
import { noMorePrerenderedParts, pendingPartOf } from './hydration-parts';

/**
 * Input made after the first paint but before React listens would be lost. The boot script
 * (boot-script.ts) records it until the entry starts hydrating; from then on this module keeps
 * what lands in a part of the page that hydrates later (a lazy section, a page body, the footer).
 * Once the page has hydrated, each event is replayed exactly once, in the order it was made, as
 * soon as the part it belongs to has hydrated.
 */
type BootScript = HTMLScriptElement & { takeEarlyInput?: () => Event[] };

/** What is replayed: a click on a control, or a keystroke outside a form field. */
export interface EarlyInput {
  type: string;
  target: EventTarget | null;
  key?: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

const queue: EarlyInput[] = [];
let pageHydrated = false;
let waiting = false;

/**
 * Called right before `hydrateRoot`. Takes the boot script's record, which also stops it: from
 * now on React handles clicks on the page itself (hydrating on demand what the click needs), so
 * a second replay would open and close a toggle. React cannot do that for a part whose code has
 * not loaded, so input there is kept from now on by a listener of ours.
 */
export function takeEarlyInput(): void {
  const script = document.querySelector<BootScript>('script[data-modules]');
  queue.push(...(script?.takeEarlyInput?.() ?? []));
  document.addEventListener('click', keepInputForLaterParts, true);
  document.addEventListener('keydown', keepInputForLaterParts, true);
}

/**
 * Called once from the root layout's first effect: the page is interactive, and so are the
 * header's shortcuts (children's effects run first). Replays what was kept, once.
 */
export function replayEarlyInput(): void {
  if (pageHydrated) return; // StrictMode runs the layout's effect twice in development
  pageHydrated = true;
  noMorePrerenderedParts();
  replayQueue();
}

/**
 * Between `takeEarlyInput` and the root layout's effect, a keystroke outside a form field is
 * kept as well: the document-wide shortcuts are not listening yet.
 */
function keepInputForLaterParts(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const control = target.closest(EARLY_CONTROLS);
  if (control && pendingPartOf(control)) {
    // React must not see it: a part it hydrates on demand would run the handler, and the replay again.
    // Its default action stays: Enter or Space on a button still makes the click we keep.
    event.stopPropagation();
    queue.push(event);
    replayQueue();
  } else if (event.type === 'keydown' && !pageHydrated && !isFormField(target)) {
    queue.push(event);
  }
}

function isFormField(target: Element): boolean {
  return target.closest('input,textarea,select,[contenteditable]') !== null;
}

/** Replays the queue in order; an event in a part that has not hydrated waits for it, and so do those after it. */
function replayQueue(): void {
  if (!pageHydrated || waiting) return;
  for (let next = queue[0]; next; next = queue[0]) {
    const part = pendingPartOf(next.target);
    if (part) {
      waiting = true;
      void part.whenHydrated.then(() => {
        waiting = false;
        replayQueue();
      });
      return;
    }
    queue.shift();
    replay(next);
  }
}

function replay(input: EarlyInput): void {
  const target = input.target;
  if (input.type === 'click') {
    const control = target instanceof Element ? target.closest(EARLY_CONTROLS) : null;
    // A control that is gone (the page changed meanwhile) is not clicked elsewhere.
    if (control instanceof HTMLElement && control.isConnected) control.click();
    return;
  }
  if (input.type !== 'keydown') return;
  // A keystroke on a control goes to that control (the docs tabs' arrow keys) and bubbles to the
  // document, where the page-wide shortcuts listen; any other keystroke goes to the document.
  const control = target instanceof Element ? target.closest(EARLY_CONTROLS) : null;
  const receiver = control?.isConnected ? control : document;
  receiver.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: input.key,
      code: input.code,
      ctrlKey: input.ctrlKey,
      metaKey: input.metaKey,
      altKey: input.altKey,
      shiftKey: input.shiftKey,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** Forgets everything (tests). */
export function resetEarlyInput(): void {
  queue.length = 0;
  pageHydrated = false;
  waiting = false;
  document.removeEventListener('click', keepInputForLaterParts, true);
  document.removeEventListener('keydown', keepInputForLaterParts, true);
}
