import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A section's heading. After a navigation inside the app (not on the first load, where the
 * browser starts at the top) focus moves here, so a screen reader announces the new section and
 * the keyboard continues from its start, as it would after a page load; unless the URL names a
 * place in it (`#field-…`), which its link focuses.
 */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    // A URL naming a place in the section (a field, from a link to it) gets the focus there instead.
    if (location.key !== 'default' && !location.hash) ref.current?.focus();
  }, [location.key, location.pathname, location.hash]);
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="text-2xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400"
    >
      {children}
    </h2>
  );
}
