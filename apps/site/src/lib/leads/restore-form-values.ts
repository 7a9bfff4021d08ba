import { useEffect } from 'react';
import { FORM_VALUES_KEY, type SavedFormValues } from './save-form-values';

/** Takes (reads and forgets) the values saved on this page for the fields whose ids start with `idPrefix-`. */
export function takeSavedFormValues(
  idPrefix: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): Record<string, string> {
  const taken: Record<string, string> = {};
  try {
    const saved = JSON.parse(storage.getItem(FORM_VALUES_KEY) ?? '{}') as SavedFormValues;
    const page = saved[location.pathname] ?? {};
    for (const id of Object.keys(page)) {
      if (!id.startsWith(`${idPrefix}-`)) continue;
      taken[id] = page[id]!;
      delete page[id];
    }
    if (Object.keys(taken).length > 0) storage.setItem(FORM_VALUES_KEY, JSON.stringify(saved));
  } catch {
    // Nothing saved, or no storage.
  }
  return taken;
}

/**
 * Puts the values saved before a full page load for new code (save-form-values.ts) back into
 * this form once it runs, the way typing would: the native value setter, then the event React
 * listens to, so react-hook-form sees the value as the visitor's.
 */
export function useRestoredFormValues(idPrefix: string): void {
  useEffect(() => {
    for (const [id, value] of Object.entries(takeSavedFormValues(idPrefix))) {
      const field = document.getElementById(id);
      if (!(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ))
        continue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }, [idPrefix]);
}
