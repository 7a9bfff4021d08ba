import { useEffect, useLayoutEffect, useRef } from 'react';

/** True when a keystroke belongs to a field the visitor is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/Cmd+K toggles the search (overriding the browser's own shortcut, acceptable because the
 * button exists); '/' opens it unless the visitor is typing in a field. IME composition is ignored.
 */
export function useSearchShortcut(onToggle: () => void, onOpen: () => void): void {
  const handlers = useRef({ onToggle, onOpen });
  useLayoutEffect(() => {
    handlers.current = { onToggle, onOpen };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.defaultPrevented) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        handlers.current.onToggle();
      } else if (
        event.key === '/' &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        handlers.current.onOpen();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
