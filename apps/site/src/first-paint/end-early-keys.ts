import type { BootScript } from './early-input';

/**
 * Hands keystrokes back to the page's own listeners. After a kept tap the boot script records them
 * until the tap has been replayed (boot-script.ts), and a part whose code failed to load never
 * hydrates, so its tap never is: without this, the page's shortcuts (Escape, Ctrl+K, a Space on a
 * button) would stay with the boot script until a reload. Called when a lazy load fails
 * (lib/resilience/new-build.lazy.ts), which is loaded after hydration, not part of the entry.
 */
export function endEarlyKeys(): void {
  document.querySelector<BootScript>('script[data-modules]')?.endEarlyKeys?.();
}
