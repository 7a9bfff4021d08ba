import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors.js';

/** Result of {@link parseJsonBody} and {@link parseFormBody}. */
export type ParsedBody<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

/**
 * Parses a JSON text into `schema`. Malformed JSON, a top level that is not what the schema
 * wants, and any field of the wrong type (an object where a string belongs, whatever its
 * `toString`) come back as a refusal naming the fields, never as an exception. `JSON.parse`
 * and a zod check both run in time linear in the text.
 */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S): ParsedBody<z.output<S>> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Malformed JSON body', fields: {} };
  }
  return check(input, schema);
}

/**
 * Parses an `application/x-www-form-urlencoded` text into `schema`. Each name keeps its first
 * value (a repeated field cannot smuggle an array past a string schema); a name given twice is
 * not an error, as browsers never send one twice for our forms.
 */
export function parseFormBody<S extends z.ZodType>(text: string, schema: S): ParsedBody<z.output<S>> {
  const input: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(input, name)) input[name] = value;
  return check(input, schema);
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
