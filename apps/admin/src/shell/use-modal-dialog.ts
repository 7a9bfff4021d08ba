import { useEffect, useRef, type RefObject } from 'react';

/** Options of {@link useModalDialog}. */
export interface ModalDialogOptions {
  /** The element to focus once the dialog is open (default: what `showModal` picks). */
  focus?: RefObject<HTMLElement | null>;
  /** Where focus goes when it closes (default: whatever had focus when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Runs each time the dialog opens, before it shows: a form starts empty. */
  onOpen?: () => void;
}

/**
 * Shows a native `<dialog>` as a modal while `open` is true and closes it when it turns false: the
 * one way every dialog of the owner's app opens. `showModal` keeps focus inside and makes the page
 * behind inert; on closing, focus goes back where the owner was (browsers differ in whether they do
 * that themselves), so a keyboard user carries on from the control that opened it.
 */
export function useModalDialog(
  open: boolean,
  { focus, returnFocus, onOpen }: ModalDialogOptions = {},
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);

  // Runs again whenever a caller passes a new onOpen; it acts only when `open` and the dialog's
  // state disagree, so a rerun with nothing to do changes nothing.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.();
      // Optional: some test DOMs have no showModal; the dialog's content is what they check.
      element.showModal?.();
      focus?.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      (returnFocus?.current ?? focusedBefore.current)?.focus();
    }
  }, [open, focus, returnFocus, onOpen]);

  return dialog;
}
