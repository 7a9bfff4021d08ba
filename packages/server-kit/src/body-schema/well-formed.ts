import type { FieldErrors } from './field-errors.js';

/** Where in a parsed body a value sits: object keys and array indexes, outermost first. */
export type BodyPath = (string | number)[];

// A lone surrogate cannot be stored as UTF-8: databases and encoders silently turn it into U+FFFD,
// so what was accepted is not what is kept. Written out for runtimes without `isWellFormed`.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * The path of the first string (a value, or an object's key) in `value` that is not well-formed
 * Unicode, or null when all are. Iterative, so a deeply nested body cannot overflow the stack;
 * linear in the body's size.
 */
export function illFormedPath(value: unknown): BodyPath | null {
  // Each entry points at its parent instead of carrying its whole path, so a body nested
  // thousands deep costs linear time; the path is spelled out only for the one found.
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): BodyPath => {
    const path: BodyPath = last === undefined ? [] : [last];
    for (let at = entry; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const next = entry.value;
    if (typeof next === 'string') {
      if (!wellFormed(next)) return pathOf(entry);
    } else if (Array.isArray(next)) {
      for (let index = next.length - 1; index >= 0; index -= 1)
        stack.push({ value: next[index], key: index, parent: entry });
    } else if (next !== null && typeof next === 'object') {
      const entries = Object.entries(next);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index]!;
        if (!wellFormed(key)) return pathOf(entry, key);
        stack.push({ value: inner, key, parent: entry });
      }
    }
  }
  return null;
}

/** A path as the 400 names it: `items.0.name`, with any unpaired surrogate in a key written as `\ud800`. */
export function describePath(path: BodyPath): string {
  if (path.length === 0) return '(the body)';
  return path.map((part) => (typeof part === 'number' ? String(part) : JSON.stringify(part).slice(1, -1))).join('.');
}

/** The refusal of a body with text that is not well-formed Unicode at `path`. */
export function illFormedRefusal(path: BodyPath): { ok: false; error: string; fields: FieldErrors } {
  const name = describePath(path);
  return {
    ok: false,
    error: `Text that is not well-formed Unicode (an unpaired surrogate) in ${name}`,
    fields: { [path.length > 0 ? describePath(path.slice(0, 1)) : 'form']: [`Not well-formed Unicode in ${name}`] },
  };
}
