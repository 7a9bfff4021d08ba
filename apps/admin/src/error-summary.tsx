import { useEffect, useRef } from 'react';
import type { Issue } from './draft-store';

/** The DOM id of the field an issue names: the field itself, or the nearest enclosing one that exists. */
export function targetFor(path: string): string | undefined {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  for (let end = parts.length; end > 0; end--) {
    const id = `field-${parts.slice(0, end).join('-')}`;
    if (document.getElementById(id)) return id;
  }
  return undefined;
}

/**
 * Every issue of the last check, each a link to its field. It takes the focus when it appears, so
 * a keyboard or screen-reader user hears at once that nothing was published and why.
 */
export function ErrorSummary({ issues, title }: { issues: Issue[]; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
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
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`}>
            <a
              className="text-red-900 dark:text-red-300 underline"
              href={`#${targetFor(issue.path) ?? ''}`}
              onClick={(event) => {
                const id = targetFor(issue.path);
                if (!id) return;
                event.preventDefault();
                const field = document.getElementById(id)!;
                field.scrollIntoView({ block: 'center' });
                field.focus();
              }}
            >
              {issue.path}: {issue.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
