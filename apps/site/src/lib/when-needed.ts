import { whenNearViewport } from './when-near-viewport';

let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/**
 * Loads every deferred part now. Called on the first client-side navigation and when the
 * content changes. A prerendered part whose code has not loaded is a dehydrated Suspense
 * boundary: React can neither update it (the router's location, new content) nor finish a
 * route transition past it until it has hydrated, so waiting for the viewport would stall them.
 */
export function loadDeferredParts(): void {
  release();
}

/**
 * When a prerendered part's code loads: as it nears the viewport, or at once after
 * `loadDeferredParts()`. Until then its server markup stays on screen.
 */
export function whenNeeded(find: () => Element | null): Promise<void> {
  return Promise.race([whenNearViewport(find), released]);
}
