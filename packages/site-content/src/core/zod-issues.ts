import type { z } from 'zod';
import { formatPath, type ValidationIssue } from './validation-error';

/** Turns zod issues into path + message pairs; an unknown key is reported at its own path. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: 'Unknown key' }))
      : [{ path: formatPath(issue.path), message: issue.message }],
  );
}
