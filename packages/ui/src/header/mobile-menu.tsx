import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from '../internal/icons';
import type { NavigateHandler, NavLink } from '../internal/types';
import type { HeaderText } from './header-text';

/** The sheet (Radix Dialog and its focus and scroll machinery) loads on the first tap of the toggle. */
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/** Props of {@link MobileMenu}: the same links and call to action as the header, for phones. */
export interface MobileMenuProps {
  /** The links of the menu, in order. */
  links: NavLink[];
  /** The call to action at the bottom of the menu. */
  cta: NavLink;
  /** The current page's `href`: its link gets `aria-current="page"`. */
  activeHref?: string;
  /** Follows a picked link inside the app; the menu closes first. */
  onNavigate?: NavigateHandler;
  /** Media query at which the desktop nav takes over; the menu closes when it starts matching. */
  desktopQuery?: string;
  /** More controls in the open menu, under the links (e.g. `ThemeControl` of `@rooted/ui/theme-menu`). */
  controls?: ReactNode;
  /** The toggle's name, the sheet's title and its close button's name; English by default (`HEADER_TEXT` of `@rooted/ui/header`). */
  text?: Partial<Pick<HeaderText, 'menu' | 'closeMenu'>>;
}

/**
 * The phone navigation: a disclosure toggle (named "Menu", with aria-expanded and
 * aria-controls) that opens a modal sheet. Escape, outside click, a link pick,
 * hash or history changes and widening past the desktop breakpoint close it;
 * focus returns to the toggle and page scroll is locked while it is open.
 */
export function MobileMenu({
  links,
  cta,
  activeHref,
  onNavigate,
  desktopQuery = '(min-width: 1024px)',
  controls,
  text,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        // The English is written here rather than read from HEADER_TEXT: the toggle is in every
        // page's first download, and the object would cost bytes there (the sheet merges it).
        aria-label={text?.menu ?? 'Menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-control text-heading hover:bg-brand-tint lg:hidden"
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            id={id}
            open={open}
            setOpen={setOpen}
            toggleRef={toggleRef}
            links={links}
            cta={cta}
            activeHref={activeHref}
            onNavigate={onNavigate}
            desktopQuery={desktopQuery}
            controls={controls}
            text={text}
          />
        </Suspense>
      ) : null}
    </>
  );
}
