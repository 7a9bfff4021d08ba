import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { sectionOfPath, sectionPath } from './content/content-sections';
import type { Issue } from './draft-store';
import { describeIssue } from './words/issue-words';

/** The DOM id of the field an issue names: the field itself, or the nearest enclosing one that exists. */
export function targetFor(path: string): string | undefined {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  for (let end = parts.length; end > 0; end--) {
    const id = `field-${parts.slice(0, end).join('-')}`;
    if (document.getElementById(id)) return id;
  }
  return undefined;
}

/** The DOM id the field of `path` has once its section is on screen. */
const idOf = (path: string) => `field-${path.replace(/\[(\d+)\]/g, '.$1').split('.').join('-')}`;

/**
 * Focuses the field of `path` once it exists: after a move to another section the field appears a
 * few frames later. A path without a field of its own (a list's item count) gets its nearest
 * enclosing field.
 */
function focusWhenShown(path: string, framesLeft = 30) {
  const exact = document.getElementById(idOf(path));
  if (!exact && framesLeft > 0) {
    requestAnimationFrame(() => focusWhenShown(path, framesLeft - 1));
    return;
  }
  const id = exact ? exact.id : targetFor(path);
  const field = id ? document.getElementById(id) : null;
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/**
 * Every issue of the last check, each a link to its field, in whichever section it is (following
 * the link opens that section). It takes the focus when it appears, so
 * a keyboard or screen-reader user hears at once that nothing was published and why.
 */
export function ErrorSummary({ issues, title }: { issues: Issue[]; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (issues.length > 0) ref.current?.focus();
  }, [issues]);
  if (issues.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className="mb-6 rounded border-2 border-red-800 dark:border-red-400 bg-red-50 dark:bg-red-950 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-800 dark:focus-visible:ring-red-400">
      <h2 id="error-summary-title" className="text-lg font-semibold text-red-900 dark:text-red-300">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {issues.map((issue) => {
          const section = sectionOfPath(issue.path);
          return (
            <li key={`${issue.path}:${issue.message}`}>
              <a
                className="text-red-900 dark:text-red-300 underline"
                href={section ? `/admin${sectionPath(section)}#${idOf(issue.path)}` : `#${idOf(issue.path)}`}
                onClick={(event) => {
                  event.preventDefault();
                  // The field's id as the URL's hash: the section's heading leaves the focus alone for it.
                  if (section && window.location.pathname !== `/admin${sectionPath(section)}`) void navigate(`${sectionPath(section)}#${idOf(issue.path)}`);
                  focusWhenShown(issue.path);
                }}
              >
                {describeIssue(issue).trail}: {describeIssue(issue).message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
