import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors.js';
import { illFormedPath, illFormedRefusal } from './well-formed.js';

/** Result of {@link parseJsonBody} and {@link parseFormBody}. */
export type ParsedBody<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

/**
 * Parses a JSON text, refusing malformed JSON and any string (value or key) that is not
 * well-formed Unicode: `"\ud800"` is valid JSON, but no database can keep it, and it would be
 * stored as U+FFFD. The refusal names the path of the first such string. For handlers that check
 * the value themselves; {@link parseJsonBody} checks it against a schema too.
 */
export function parseJsonText(
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string; fields: FieldErrors } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Malformed JSON body', fields: {} };
  }
  const ill = illFormedPath(value);
  return ill === null ? { ok: true, value } : illFormedRefusal(ill);
}

/**
 * Parses a JSON text into `schema`. Malformed JSON, text that is not well-formed Unicode, a top
 * level that is not what the schema wants, and any field of the wrong type (an object where a
 * string belongs, whatever its `toString`) come back as a refusal naming the fields, never as an
 * exception. `JSON.parse`, the Unicode check and a zod check all run in time linear in the text.
 */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S): ParsedBody<z.output<S>> {
  const parsed = parseJsonText(text);
  return parsed.ok ? check(parsed.value, schema) : parsed;
}

/** The browser's decoding (a stray `%` stays as it is), or null where bytes are not UTF-8. */
function decodeFormPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    // A `%` not followed by two hex digits is kept as text, as browsers do; bytes that are no
    // UTF-8 are what the lenient decoder would turn into U+FFFD.
    const lenient = new URLSearchParams(`x=${part}`).get('x') ?? '';
    return lenient.includes('\uFFFD') && !part.includes('\uFFFD') ? null : lenient;
  }
}

/**
 * Parses an `application/x-www-form-urlencoded` text into `schema`. Each name keeps its first
 * value (a repeated field cannot smuggle an array past a string schema); a name given twice is
 * not an error, as browsers never send one twice for our forms. Percent-encoding that is not
 * UTF-8 (`%ED%A0%80`, a surrogate's bytes) is refused naming its field, where a lenient decoder
 * would keep U+FFFD in its place.
 */
export function parseFormBody<S extends z.ZodType>(text: string, schema: S): ParsedBody<z.output<S>> {
  const input: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = decodeFormPart(rawName);
    if (name === null) return illFormedRefusal([new URLSearchParams(`${rawName}=`).keys().next().value ?? rawName]);
    const value = decodeFormPart(eq === -1 ? '' : pair.slice(eq + 1));
    if (value === null) return illFormedRefusal([name]);
    if (!Object.hasOwn(input, name)) input[name] = value;
  }
  const ill = illFormedPath(input);
  return ill === null ? check(input, schema) : illFormedRefusal(ill);
}

/** Checks a value read from a body against `schema`, with the same refusal as the readers above. */
export function check<S extends z.ZodType>(input: unknown, schema: S): ParsedBody<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields = fieldErrors(result.error);
  const names = Object.keys(fields).filter((name) => name !== 'form');
  return {
    ok: false,
    error: names.length > 0 ? `Check these fields: ${names.join(', ')}` : 'Expected a JSON object',
    fields,
  };
}
