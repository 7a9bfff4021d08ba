import { useEffect, useRef } from 'react';
import { announceOverlayOpen, onOtherOverlayOpen } from './overlay-events';
import { takeTypeAhead } from './type-ahead';

/**
 * One overlay's part in "one overlay at a time": while `open` it tells the others it is open, and
 * it closes (`setOpen(false)`, a state setter) when another one opens. When it closes before its panel took the text typed
 * ahead for it (type-ahead.ts), that text is dropped.
 *
 * Only a close drops it, never the first effect: the chat's launcher hydrates after the page, and
 * a press on it replayed from before hydration (first-paint/early-input.ts) can come between its
 * hydration and its first effect, with the keys typed after the press already kept. Dropping on
 * mount lost them: the chat opened with an empty field on a slow machine.
 */
export function useOverlay(name: string, open: boolean, setOpen: (open: boolean) => void): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      announceOverlayOpen(name);
      return;
    }
    if (wasOpen.current) takeTypeAhead(name);
    wasOpen.current = false;
  }, [name, open]);
  useEffect(() => onOtherOverlayOpen(name, () => setOpen(false)), [name, setOpen]);
}
