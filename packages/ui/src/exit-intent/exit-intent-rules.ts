import { EXIT_INTENT_SHOWN_KEY, readChoice, readStored } from './exit-intent-storage';

/** The popup's timings and thresholds (see `useExitIntent`); tests and the e2e hook shorten them. */
export const EXIT_INTENT_DEFAULTS = {
  /** Time on the page before the popup is armed. */
  dwellMs: 10_000,
  /** Share of the page scrolled before the popup is armed. */
  minScrollRatio: 0.25,
  /** The pointer must leave through the top `topEdgePx` pixels. */
  topEdgePx: 20,
  /** Quiet period after a dismissal. */
  quietAfterDismissMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Only devices with a fine, hovering pointer have a mouse-leave signal (no popup on touch). */
export const EXIT_INTENT_MEDIA_QUERY = '(hover: hover) and (pointer: fine)';

/** Pages where the popup never interrupts (legal texts and the docs). */
export const EXIT_INTENT_EXCLUDED_PATHS: readonly string[] = ['/privacy', '/terms', '/cookies', '/docs'];

/** True on the legal and docs pages (and below them). */
export function isExcludedPath(pathname: string): boolean {
  return EXIT_INTENT_EXCLUDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** True when this device cannot signal exit intent (touch, or no matchMedia). */
export function isCoarseDevice(query: string = EXIT_INTENT_MEDIA_QUERY): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia(query).matches;
}

/** True when the visitor's choices rule the popup out: shown this tab, signed up, or dismissed in the last 30 days. */
export function isSuppressed(
  now: number = Date.now(),
  quietMs: number = EXIT_INTENT_DEFAULTS.quietAfterDismissMs,
): boolean {
  if (readStored('session', EXIT_INTENT_SHOWN_KEY)) return true;
  const choice = readChoice();
  if (choice.subscribedAt !== undefined) return true;
  return choice.dismissedAt !== undefined && now - choice.dismissedAt < quietMs;
}

/**
 * True while something else has the visitor's attention: another dialog (search, menu), the
 * open chat (its `role="log"` transcript or a `data-chat-open` panel), or a form with unsent input.
 */
export function isBusy(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"], [data-chat-open="true"]'))
    return true;
  for (const log of doc.querySelectorAll('[role="log"]'))
    if (!log.closest('[hidden], [aria-hidden="true"]')) return true;
  return hasUnsentInput(doc);
}

/** True when any form holds text the visitor typed and has not sent (honeypots excluded). */
export function hasUnsentInput(doc: Document = document): boolean {
  if (doc.querySelector('form[data-dirty="true"]')) return true;
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form textarea, form input:not([type]), form input[type="text"], form input[type="email"], form input[type="tel"], form input[type="search"]',
  );
  for (const field of fields) {
    if (field.closest('[aria-hidden="true"]')) continue;
    if (field.value.trim() !== '') return true;
  }
  return false;
}

/** How far down the page the visitor has scrolled, 0 to 1 (a page that does not scroll counts as read). */
export function scrolledRatio(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  if (max <= 0) return 1;
  return Math.min(1, window.scrollY / max);
}
