/** Ids of a field's input, error text and hint, derived from the form's id prefix. */
export function fieldIds(prefix: string, name: string) {
  const input = `${prefix}-${name}`;
  return { input, error: `${input}-error`, hint: `${input}-hint` };
}
