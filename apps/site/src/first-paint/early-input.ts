import { EARLY_CONTROLS, FORM_FIELDS } from './early-controls';
import { hydratedByReact } from './hydrated-by-react';
import type { replayQueue } from './early-input-replay.lazy';

/**
 * Input made after the first paint but before React listens would be lost. The boot script
 * (boot-script.ts) records it until the entry starts hydrating; from then on this module keeps
 * what lands on a control React has not hydrated yet: the page while it hydrates, and a part
 * that hydrates later (a lazy section, a page body, the footer) until it has.
 * Once the page has hydrated, each event is replayed exactly once, in the order it was made, as
 * soon as the part it belongs to has hydrated (early-input-replay.lazy.ts). The replaying code is
 * fetched only when there is something to replay, as soon as there is: most loads have nothing.
 */
type BootScript = HTMLScriptElement & { takeEarlyInput?: () => Event[] };

const queue: Event[] = [];
let pageHydrated = false;
let replayer: Promise<{ replayQueue: typeof replayQueue }> | undefined;

function replayWhenHydrated(): void {
  replayer ??= import('./early-input-replay.lazy');
  // If its code is gone (a deploy), the input is lost as it was before this existed.
  replayer.then((m) => pageHydrated && m.replayQueue(queue)).catch(() => {});
}

/**
 * Called right before `hydrateRoot`. Takes the boot script's record, which also stops it: from
 * now on React handles clicks on the page itself (hydrating on demand what the click needs), so
 * a second replay would open and close a toggle. React cannot do that for a part whose code has
 * not loaded, so input on a control it has not hydrated is kept from now on by a listener of ours.
 */
export function takeEarlyInput(): void {
  queue.push(...(document.querySelector<BootScript>('script[data-modules]')?.takeEarlyInput?.() ?? []));
  if (queue.length) replayWhenHydrated();
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
  if (queue.length) replayWhenHydrated();
}

/**
 * Input on a control React has not hydrated is kept, and so is, until the root layout's effect,
 * a keystroke outside a form field: the document-wide shortcuts are not listening yet.
 */
function keepInputForLaterParts(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const control = target.closest(EARLY_CONTROLS);
  if (control && !hydratedByReact(control)) {
    // React must not see it: if it hydrated the part on demand, it would run the handler, and the
    // replay again. The default action stays: Enter or Space on a button still makes the click.
    event.stopPropagation();
  } else if (pageHydrated || event.type !== 'keydown' || target.closest(FORM_FIELDS)) {
    return;
  }
  queue.push(event);
  replayWhenHydrated();
}

/** Forgets everything (tests). */
export function resetEarlyInput(): void {
  queue.length = 0;
  pageHydrated = false;
  document.removeEventListener('click', keepInputForLaterParts, true);
  document.removeEventListener('keydown', keepInputForLaterParts, true);
}
