import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldHref, goToField } from '../content/go-to-field';
import type { Issue } from '../draft/draft-store';
import { describeIssue } from '../words/issue-words';

/**
 * After a refused check or publish, every issue still true, each a link to its field, in whichever
 * section it is (following the link opens that section). It takes the focus at each refusal
 * (`refusals` counts them), so a keyboard or screen-reader user hears at once that nothing was
 * published and why; it does not when a field the owner leaves shows a message beside it. It goes
 * as soon as the last issue is fixed, undone or redone away.
 */
export function ErrorSummary({ issues, title, refusals }: { issues: Issue[]; title: string; refusals: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (refusals > 0) ref.current?.focus();
  }, [refusals]);
  if (issues.length === 0 || !title) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded border-2 border-red-800 dark:border-red-400 bg-red-50 dark:bg-red-950 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-800 dark:focus-visible:ring-red-400"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold text-red-900 dark:text-red-300">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`}>
            <a
              className="text-red-900 dark:text-red-300 underline"
              href={fieldHref(issue.path)}
              onClick={(event) => {
                event.preventDefault();
                goToField(issue.path, navigate);
              }}
            >
              {describeIssue(issue).trail}: {describeIssue(issue).message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
