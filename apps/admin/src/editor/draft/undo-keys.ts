import { useEffect } from 'react';
import { useDraft } from './draft-store';

/**
 * Ctrl+Z undoes the last change of the draft and Ctrl+Shift+Z (or Ctrl+Y) redoes it, Cmd on a Mac,
 * wherever the focus is in the editor, text fields included: their own undo would only know the
 * characters of one field, and would fight the draft's.
 */
export function useUndoKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      // An open dialog (the publish confirmation) is not the draft.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const { undo, redo } = useDraft.getState();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
