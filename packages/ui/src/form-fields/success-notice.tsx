import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { CloseIcon } from '../internal/icons';

/** How long the inline success notice stays: 5 s, long enough to read, short enough not to linger. */
export const SUCCESS_NOTICE_MS = 5000;

/** Props of {@link SuccessNotice}. */
export interface SuccessNoticeProps {
  /** Whether the notice shows; it closes itself after `durationMs` (paused while hovered or focused). */
  open: boolean;
  /** The notice's text, announced politely. */
  message: string;
  /** Called when the notice closes, by its button or by itself. */
  onClose: () => void;
  /** Auto-close delay; default {@link SUCCESS_NOTICE_MS}. */
  durationMs?: number;
  /** The close button's accessible name in your language. */
  closeLabel?: string;
}

/**
 * The inline result notice (`role="status"`, always mounted so the message is announced when it
 * appears). It takes focus as it opens, closes after `durationMs` or by its close button, and its
 * timer pauses while the notice is hovered or holds focus (WCAG 2.2.1), resuming with the time that
 * was left.
 */
export function SuccessNotice({
  open,
  message,
  onClose,
  durationMs = SUCCESS_NOTICE_MS,
  closeLabel = 'Close notice',
}: SuccessNoticeProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const paused = hovered || focused;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      remaining.current = durationMs;
      return;
    }
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [open, paused, durationMs]);

  // The notice takes focus as it opens: the send button was disabled while sending, and a browser
  // drops the focus of a disabled button to the page's start, so a keyboard or screen-reader user
  // would have lost their place. Holding focus also holds the notice open until they move on.
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  // Closed by its button, it hands focus back to the form's send button rather than to nowhere.
  const closeHere = () => {
    if (box.current?.contains(document.activeElement))
      box.current.closest('form')?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    close.current();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="status"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {open ? (
        <div
          ref={box}
          tabIndex={-1}
          className="flex items-center justify-between gap-3 rounded-control border border-brand-line bg-brand-tint py-1 pl-4 pr-1 text-heading"
        >
          <p className="font-medium">{message}</p>
          <button
            type="button"
            onClick={closeHere}
            aria-label={closeLabel}
            className="grid size-11 shrink-0 place-items-center rounded-control hover:bg-brand-tint-strong"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
