import { useCallback, useEffect, useState } from 'react';
import {
  EXIT_INTENT_DEFAULTS,
  EXIT_INTENT_MEDIA_QUERY,
  isBusy,
  isCoarseDevice,
  isExcludedPath,
  isSuppressed,
  scrolledRatio,
} from './exit-intent-rules';
import { recordExitIntentDismissed, recordExitIntentShown } from './exit-intent-storage';

/** Options of {@link useExitIntent}. */
export interface UseExitIntentOptions {
  /** The `exitIntentPopup` feature flag. */
  enabled: boolean;
  /** Current path; the popup never shows on the legal and docs pages. */
  pathname: string;
  dwellMs?: number;
  minScrollRatio?: number;
  topEdgePx?: number;
  quietAfterDismissMs?: number;
  mediaQuery?: string;
  /** Whether something else has the visitor's attention; default {@link isBusy}. */
  isBusy?: () => boolean;
  now?: () => number;
}

/** What {@link useExitIntent} returns. */
export interface ExitIntentState {
  /** Dwell time and scroll depth reached: load the popup's code now. */
  armed: boolean;
  /** The popup is showing. */
  open: boolean;
  /** The visitor declined (×, Esc, overlay, "No thanks"): quiet for 30 days. */
  dismiss: () => void;
  /** Close without recording a dismissal (after a successful signup). */
  close: () => void;
}

/**
 * The exit-intent rules: desktop only; armed after `dwellMs` on the page and
 * `minScrollRatio` scrolled; fires when the pointer leaves through the top edge; at most once per
 * tab; quiet 30 days after a dismissal and forever after a signup; never while another dialog,
 * the chat or a half-filled form is open, never on excluded pages, never with the flag off.
 */
export function useExitIntent(options: UseExitIntentOptions): ExitIntentState {
  const {
    enabled,
    pathname,
    dwellMs = EXIT_INTENT_DEFAULTS.dwellMs,
    minScrollRatio = EXIT_INTENT_DEFAULTS.minScrollRatio,
    topEdgePx = EXIT_INTENT_DEFAULTS.topEdgePx,
    quietAfterDismissMs = EXIT_INTENT_DEFAULTS.quietAfterDismissMs,
    mediaQuery = EXIT_INTENT_MEDIA_QUERY,
    isBusy: busy = isBusy,
    now = Date.now,
  } = options;
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const eligible = enabled && !isExcludedPath(pathname);

  // Arming: dwell time and scroll depth, both needed. Checked once per page; nothing runs on touch devices.
  useEffect(() => {
    if (!eligible || armed || isCoarseDevice(mediaQuery) || isSuppressed(now(), quietAfterDismissMs)) return;
    let dwelt = false;
    let scrolled = scrolledRatio() >= minScrollRatio;
    const check = () => {
      if (dwelt && scrolled) setArmed(true);
    };
    const timer = window.setTimeout(() => {
      dwelt = true;
      check();
    }, dwellMs);
    const onScroll = () => {
      if (scrolled || scrolledRatio() < minScrollRatio) return;
      scrolled = true;
      check();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [eligible, armed, mediaQuery, dwellMs, minScrollRatio, quietAfterDismissMs, now]);

  // Trigger: the pointer leaves the window through the top edge.
  useEffect(() => {
    if (!eligible || !armed || open) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > topEdgePx) return;
      if (isSuppressed(now(), quietAfterDismissMs) || busy()) return;
      recordExitIntentShown();
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [eligible, armed, open, topEdgePx, quietAfterDismissMs, busy, now]);

  const dismiss = useCallback(() => {
    recordExitIntentDismissed(now());
    setOpen(false);
  }, [now]);
  const close = useCallback(() => setOpen(false), []);
  return { armed, open, dismiss, close };
}
