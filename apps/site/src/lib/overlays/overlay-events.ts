/**
 * Never two overlays at once: whichever opens announces it with this window
 * event, and the others close. `detail` is the opener's name, e.g. 'search' or 'chat'.
 */
export const OVERLAY_OPEN_EVENT = 'rooted:overlay-open';

/** Tells the other overlays that `name` just opened. */
export function announceOverlayOpen(name: string): void {
  window.dispatchEvent(new CustomEvent<string>(OVERLAY_OPEN_EVENT, { detail: name }));
}

/** Calls `close` whenever another overlay than `name` opens; returns the unsubscribe function. */
export function onOtherOverlayOpen(name: string, close: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== name) close();
  };
  window.addEventListener(OVERLAY_OPEN_EVENT, listener);
  return () => window.removeEventListener(OVERLAY_OPEN_EVENT, listener);
}
