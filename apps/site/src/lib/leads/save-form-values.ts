/** Where the values of the page's forms wait across a full page load (see ../resilience/new-build.lazy.ts). */
export const FORM_VALUES_KEY = 'rooted:form-values';

/** Saved values: per page path, each field's value by its element id. */
export type SavedFormValues = Record<string, Record<string, string>>;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Text the visitor typed or chose: not hidden fields, not the honeypot, not untouched ones. */
function typedByVisitor(field: Field): boolean {
  if (field instanceof HTMLInputElement && !/^(text|email|tel|url|search)$/.test(field.type)) return false;
  return field.value !== '' && !field.closest('[aria-hidden="true"]');
}

/**
 * Keeps what the visitor typed into this page's forms in session storage, before a full page
 * load replaces the page. The forms' code puts it back (restore-form-values.ts). Session
 * storage belongs to this tab only and is gone when the tab closes.
 */
export function saveFormValues(): void {
  const fields: Record<string, string> = {};
  for (const field of document.querySelectorAll<Field>('form input[id], form textarea[id], form select[id]')) {
    if (typedByVisitor(field)) fields[field.id] = field.value;
  }
  if (Object.keys(fields).length === 0) return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(FORM_VALUES_KEY) ?? '{}') as SavedFormValues;
    saved[location.pathname] = { ...saved[location.pathname], ...fields };
    sessionStorage.setItem(FORM_VALUES_KEY, JSON.stringify(saved));
  } catch {
    // No storage (or a full one): nothing to keep the values in.
  }
}
