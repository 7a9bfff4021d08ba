import { useEffect, type RefObject } from 'react';
import type { ThemeSetting, ThemeText } from './theme-choices';
import { ThemeControl } from './theme-control';

export interface ThemeMenuPanelProps extends ThemeSetting {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  text?: Partial<ThemeText>;
}

/**
 * The open header theme menu (mounted on the first press, see theme-menu.tsx): the three choices,
 * closed by Escape (focus back on the button), a press outside, or focus leaving the menu.
 */
export default function ThemeMenuPanel({
  id,
  open,
  setOpen,
  rootRef,
  buttonRef,
  value,
  onChange,
  text,
}: ThemeMenuPanelProps) {
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onPointer = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, setOpen, rootRef, buttonRef]);

  return (
    <div id={id} hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-40 shadow-lg">
      <ThemeControl value={value} onChange={onChange} layout="column" text={text} />
    </div>
  );
}
