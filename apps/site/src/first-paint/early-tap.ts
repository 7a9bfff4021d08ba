/**
 * A tap on one of the page's buttons after the first paint but before React listens would be
 * lost. The boot script (boot-script.ts) keeps the last one; the entry takes it just
 * before hydrating, and the root layout replays it once the page is hydrated.
 */
type BootScript = HTMLScriptElement & { takeEarlyTap?: () => Element | null };

let pending: Element | null = null;

/**
 * Called right before `hydrateRoot`: stops the boot script's recording, because from then on
 * React replays taps on the parts it has not hydrated yet by itself (a second replay would
 * open and close a toggle).
 */
export function takeEarlyTap(): void {
  pending = document.querySelector<BootScript>('script[data-modules]')?.takeEarlyTap?.() ?? null;
}

/** Called once the page is hydrated: the early tap, if any, now does what the visitor meant. */
export function replayEarlyTap(): void {
  const target = pending;
  pending = null;
  if (target instanceof HTMLElement && target.isConnected) target.click();
}
