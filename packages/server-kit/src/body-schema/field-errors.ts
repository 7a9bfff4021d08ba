import type { z } from 'zod';

/** Problems per field: the top-level field name (or `form` for the body as a whole) → messages. */
export type FieldErrors = Record<string, string[]>;

/** A zod error as {@link FieldErrors}, keyed by the first path segment, as forms show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
