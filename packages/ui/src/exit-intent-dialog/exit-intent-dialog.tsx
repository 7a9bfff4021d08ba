import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../internal/icons';

/** The popup's value-first copy: what the visitor gets, no guilt-trip wording, a plain "No thanks". */
export const EXIT_INTENT_TEXT = {
  title: 'Monthly stories from our ventures',
  description:
    'Once a month: what our founders are building, what they learned the hard way, and where you can lend a hand. Short, useful, never sold on.',
  decline: 'No thanks',
  close: 'Close',
} as const;

/** Props of {@link ExitIntentDialog}. */
export interface ExitIntentDialogProps {
  /** Whether the popup shows (the site decides, e.g. with `useExitIntent` of `@rooted/ui/exit-intent`). */
  open: boolean;
  /** Every way out (×, Esc, overlay click, "No thanks") calls this. */
  onDismiss: () => void;
  /** The newsletter form. */
  children: ReactNode;
  /** Id of the field that takes focus when the popup opens (the email input). */
  initialFocusId?: string;
  /** The popup's title, description, "No thanks" and close button in your language; every part left out stays English. */
  text?: Partial<typeof EXIT_INTENT_TEXT>;
}

/**
 * The exit-intent popup: a Radix modal (focus trap, scroll lock, focus return) with a labelled
 * title. Clicks on a toast do not count as outside clicks, so dismissing a toast never closes the popup.
 */
export function ExitIntentDialog({ open, onDismiss, children, initialFocusId, text }: ExitIntentDialogProps) {
  const copy = { ...EXIT_INTENT_TEXT, ...text };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="exit-intent-overlay"
          data-print="hide"
          className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
        />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            const field = initialFocusId ? document.getElementById(initialFocusId) : null;
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onInteractOutside={(event) => {
            if ((event.target as Element | null)?.closest?.('[data-sonner-toast]')) event.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-2xl sm:p-8 motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
        >
          <Dialog.Close
            aria-label={copy.close}
            className="absolute right-3 top-3 grid size-11 place-items-center rounded-control text-heading hover:bg-brand-tint"
          >
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="pr-10 font-display text-2xl font-semibold text-heading">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-base leading-relaxed text-ink-muted">
            {copy.description}
          </Dialog.Description>
          <div className="mt-6">{children}</div>
          <button
            type="button"
            onClick={onDismiss}
            className="mt-4 min-h-11 rounded-control px-2 text-sm font-medium text-ink-muted underline underline-offset-4 hover:text-ink"
          >
            {copy.decline}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
