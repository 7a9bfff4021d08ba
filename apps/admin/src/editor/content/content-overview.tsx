import { Link } from 'react-router-dom';
import { CONTENT_SECTIONS, sectionPath } from './content-sections';

/** `/admin/content`: what each Content section changes, each a link to it. (The owner's account is on the front page.) */
export function ContentOverview() {
  return (
    <>
      <p className="mt-2">
        Choose what to change. Your changes stay in this browser as you move between sections; publish from any of them.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {CONTENT_SECTIONS.map((section) => (
          <li
            key={section.slug}
            className="rounded border border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
          >
            <Link
              to={sectionPath(section)}
              className="inline-flex min-h-11 items-center font-semibold text-emerald-900 underline underline-offset-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:min-h-0 dark:text-emerald-200 dark:focus-visible:ring-emerald-400"
            >
              {section.label}
            </Link>
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{section.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
