import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useFrontPage } from '../front-page/front-page-api';
import type { NavBadges } from '../front-page/front-page-types';
import { SECTIONS } from './sections';

/** What a badge's count means, read after the link's name ("Leads, 2 waiting"). */
const BADGE_WORDS: Record<keyof NavBadges, string> = { home: 'need you', leads: 'waiting', privacy: 'waiting' };

/** A count beside a section's name, drawn only; the link's name says it in words. */
function Badge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-red-800 px-1.5 text-xs font-semibold text-white dark:bg-red-300 dark:text-stone-950"
    >
      {count}
    </span>
  );
}

/**
 * The link's name with its count ("Leads, 2 waiting"), so a screen reader reads the count as part
 * of the link. Set as its label rather than left to the text, whose spacing browsers join differently.
 */
const badgeName = (label: string, count: number | undefined, words: string) =>
  count ? `${label}, ${count} ${words}` : undefined;

const link =
  'block rounded px-3 py-2.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:py-1.5';
const linkState = ({ isActive }: { isActive: boolean }) =>
  `${link} ${isActive ? 'bg-emerald-800 text-white dark:bg-emerald-300 dark:text-stone-950' : 'text-emerald-900 underline-offset-4 hover:underline dark:text-emerald-200'}`;

/**
 * The one navigation of sections: a row of links from 640 px up (a section's group, such as the
 * Content's parts, in a second row named after it), a Menu button that opens the
 * same list below that (Escape closes it and returns to the button). The current section's link
 * carries `aria-current="page"` (NavLink sets it). Home, Leads and Privacy carry their counts.
 */
export function SectionNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const badges = useFrontPage().data?.badges;
  return (
    <nav
      aria-label="Sections"
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="min-h-11 rounded border border-stone-500 bg-white px-4 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:hidden dark:border-stone-400 dark:bg-stone-900"
        aria-expanded={open}
        aria-controls={listId}
        // On a phone the links are folded away: the button carries Home's count, so it is still seen.
        aria-label={badgeName('Menu', badges?.home, BADGE_WORDS.home)}
        onClick={() => setOpen((was) => !was)}
      >
        Menu
        <Badge count={badges?.home} />
      </button>
      <div id={listId} className={`${open ? 'block' : 'hidden'} sm:block`}>
        <ul className="mt-2 flex flex-col gap-1 sm:mt-0 sm:flex-row sm:gap-2">
          {/* Choosing a section closes the menu; the section's heading takes the focus. */}
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end
                className={linkState}
                onClick={() => setOpen(false)}
                aria-label={
                  'badge' in section
                    ? badgeName(section.label, badges?.[section.badge], BADGE_WORDS[section.badge])
                    : undefined
                }
              >
                {section.label}
                {'badge' in section && <Badge count={badges?.[section.badge]} />}
              </NavLink>
            </li>
          ))}
        </ul>
        {SECTIONS.flatMap((section) => ('group' in section ? [section] : [])).map((section) => (
          <ul
            key={section.path}
            aria-label={section.label}
            className="mt-1 flex flex-col gap-1 border-l-2 border-stone-300 pl-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-1 sm:border-l-0 sm:pl-0 dark:border-stone-700"
          >
            {section.group.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={linkState} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
