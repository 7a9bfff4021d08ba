import type { Ref } from 'react';

/** Props of {@link ChatLauncher}: whether the panel is open, the id of the panel it controls, and its click handler. */
export interface ChatLauncherProps {
  /** Whether the panel is open: sets `aria-expanded` and the button's name. */
  open: boolean;
  /** Id of the chat panel (aria-controls). */
  controls: string;
  /** Opens or closes the panel. */
  onClick: () => void;
  /** The button, for the site to return focus to when the panel closes. */
  ref?: Ref<HTMLButtonElement>;
  /** The button's name in your language; every part left out stays English ({@link ChatLauncherText}). */
  text?: Partial<ChatLauncherText>;
}

/**
 * The chat button's words. Each part left out keeps its English default, written in the
 * component itself, which stays small enough for the first download.
 */
export interface ChatLauncherText {
  /** The name while the panel is closed. English: 'Open chat'. */
  open: string;
  /** The name while the panel is open. English: 'Close the open chat'. */
  close: string;
}

/**
 * The floating chat button, small enough for the initial bundle (the panel loads on first open).
 * Named "Open chat" ("Close the open chat" while the panel is open), with aria-expanded and
 * aria-controls; on phones the open sheet covers it.
 */
export function ChatLauncher({ open, controls, onClick, ref, text }: ChatLauncherProps) {
  // `--page-bottom-inset`: how much of the viewport's bottom the page has given to a bar (the
  // consent banner), so the launcher sits above it instead of underneath.
  return (
    <button
      ref={ref}
      type="button"
      // The name says what a press does: open the chat, or close the one that is open.
      aria-label={open ? (text?.close ?? 'Close the open chat') : (text?.open ?? 'Open chat')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      className="fixed bottom-[calc(1.25rem+var(--page-bottom-inset,0px))] right-5 z-40 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-950/25 ring-4 ring-white/70 hover:bg-brand-800 sm:bottom-[calc(1.5rem+var(--page-bottom-inset,0px))] sm:right-6 aria-expanded:bg-brand-900"
    >
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" />
        ) : (
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />
        )}
      </svg>
    </button>
  );
}
