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
 * When a prerendered part's code loads: as it comes within 600 px of the viewport, or at once
 * after `loadDeferredParts()`. Until then its server markup stays on screen. Below-the-fold code
 * is fetched and hydrated only for the parts a visitor scrolls, tabs or jumps to: hydrating the
 * rest on a phone's idle time would only compete with the visitor's first taps.
 *
 * Resolves at once when there is no such element (a client-side visit renders it later) or no
 * IntersectionObserver.
 */
export function whenNeeded(find?: () => Element | null): Promise<void> {
  return whenNeededOr(whenNearViewport(find));
}

/** Called once the page has hydrated (the root layout, after the `rooted:hydrated` mark): parts waiting for it load now. */
export let pageHydrated: () => void = () => {};

/**
 * When a prerendered part that is on screen from the start, but needs no code to be seen, loads:
 * once the page has hydrated, or at once after `loadDeferredParts()`. Its code never weighs on
 * what a route loads before it is interactive; a press on it before then is kept and replayed
 * once it has hydrated (early-input.ts).
 */
export const whenHydrated: Promise<void> = whenNeededOr(
  new Promise((resolve) => {
    pageHydrated = resolve;
  }),
);

/** Resolves with `needed`, or at once after `loadDeferredParts()`, whichever comes first. */
export function whenNeededOr(needed: Promise<void>): Promise<void> {
  return Promise.race([needed, released]);
}

function whenNearViewport(find?: () => Element | null): Promise<void> {
  return new Promise((resolve) => {
    const target = find?.();
    if (!target || typeof IntersectionObserver !== 'function') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
  });
}
