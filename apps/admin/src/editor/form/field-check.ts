import { validateSiteContent } from '@rooted/site-content';
import type { Issue } from './issue';

/** Each draft is checked once: a draft is never mutated, so its issues never change. */
const checked = new WeakMap<object, Issue[]>();

/**
 * The issues of a whole draft, by the same validation the server runs before a check or a
 * publish: what the owner reads beside a field she has left is what Publish would refuse.
 */
export function draftIssues(draft: Record<string, unknown> | null): Issue[] {
  if (!draft) return [];
  let issues = checked.get(draft);
  if (!issues) {
    const result = validateSiteContent(draft);
    issues = result.ok ? [] : result.issues;
    checked.set(draft, issues);
  }
  return issues;
}

/**
 * The issues the owner should see now: those of `draft` at the fields she has left (`watched`)
 * or that were already shown. A field she is typing into (`typing`) loses or updates a message it
 * has, but gets none it had not: she is told when she leaves it, not at her first keystroke.
 */
export function issuesToShow(
  draft: Record<string, unknown> | null,
  shown: readonly Issue[],
  watched: ReadonlySet<string>,
  typing: string | null,
): Issue[] {
  if (shown.length === 0 && watched.size === 0) return [];
  const wasShown = new Set(shown.map((issue) => issue.path));
  return draftIssues(draft).filter(
    (issue) => wasShown.has(issue.path) || (watched.has(issue.path) && issue.path !== typing),
  );
}
