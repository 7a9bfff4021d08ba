/** One problem found in a patch: where it is and what is wrong. */
export interface ValidationIssue {
  /** Dotted path with array indexes in brackets, e.g. `ventures[0].status`; empty for the root. */
  path: string;
  message: string;
}

/** Formats a zod-style path (`['ventures', 0, 'status']`) as `ventures[0].status`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    const name = String(segment);
    return out === '' ? name : `${out}.${name}`;
  }, '');
}

/** One line per issue, for error messages and dev warnings. */
export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((issue) => `  - ${issue.path || '(root)'}: ${issue.message}`).join('\n');
}

/**
 * Thrown by `update*` when a patch would make the stored value invalid. Nothing is stored when it
 * is thrown. The message names every offending path so a site owner at the console can fix it.
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly issues: readonly ValidationIssue[];

  constructor(summary: string, issues: readonly ValidationIssue[]) {
    super(`${summary}\n${formatIssues(issues)}`);
    this.issues = issues;
  }
}
