import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const actionLink =
  'inline-flex min-h-11 items-center font-medium text-emerald-900 underline underline-offset-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:min-h-0 dark:text-emerald-200 dark:focus-visible:ring-emerald-400';

/** One thing that needs the owner: a heading, what is so, and what to do about it. */
export function Item({
  id,
  title,
  tone = 'plain',
  children,
  action,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'problem';
  children: ReactNode;
  action?: { to: string; text: string };
}) {
  // The left edge alone takes the tone: a plain border colour would compete with the box's own.
  const border =
    tone === 'problem'
      ? 'border-l-4 border-l-red-700 dark:border-l-red-400'
      : 'border-l-4 border-l-amber-700 dark:border-l-amber-400';
  return (
    <section
      aria-labelledby={id}
      className={`rounded border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900 ${border}`}
    >
      <h3 id={id} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {title}
      </h3>
      <div className="mt-2 space-y-2 text-sm [overflow-wrap:anywhere]">{children}</div>
      {action && (
        <p className="mt-3">
          <Link className={actionLink} to={action.to}>
            {action.text}
          </Link>
        </p>
      )}
    </section>
  );
}
