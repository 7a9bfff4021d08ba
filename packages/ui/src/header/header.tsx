import type { MouseEvent, ReactNode } from 'react';
import { BrandMark } from '../internal/brand-mark';
import type { NavigateHandler, NavLink } from '../internal/types';
import { useScrolledPast } from '../internal/use-scrolled-past';
import type { HeaderText } from './header-text';
import { MobileMenu } from './mobile-menu';

/** The header changes style once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10;

/** Props of {@link Header}: brand, navigation links, call to action and the current page, for `aria-current`. */
export interface HeaderProps {
  /** The studio's name beside the logo; together they link to `homeHref`. */
  brandName: string;
  /** A short line under the name. */
  tagline: string;
  /** Where the brand links, e.g. `/` or `#home`. */
  homeHref: string;
  /** The main navigation, in order (the phone menu shows the same links). */
  links: NavLink[];
  /** The primary call to action, e.g. 'Join Our Community' → '#join'. */
  cta: NavLink;
  /** The current page's `href`: its link gets `aria-current="page"`. */
  activeHref?: string;
  /** Follows the header's links inside the app (client-side navigation, smooth scroll); without it the browser follows them. */
  onNavigate?: NavigateHandler;
  /** Extra controls before the call to action (e.g. the search button and the `ThemeMenu` of `@rooted/ui/theme-menu`). */
  actions?: ReactNode;
  /**
   * More controls in the open phone menu, under the links (e.g. `ThemeControl` of `@rooted/ui/theme-menu`).
   * The wide header's theme button is an action (`ThemeMenu`), so a site can load its code apart from the header's.
   */
  menuControls?: ReactNode;
  /**
   * The logo beside the name, in place of the sprout tile, e.g. `<img src="/logo.svg" alt="" width={36} height={36} />`
   * (decorative: the name beside it names the link).
   */
  logo?: ReactNode;
  /** The header's own words in your language; every part left out keeps its English default (`HEADER_TEXT` of `@rooted/ui/header`). */
  text?: Partial<HeaderText>;
}

/** The sticky site header: brand, main navigation, call to action and the phone menu. */
export function Header({
  brandName,
  tagline,
  homeHref,
  links,
  cta,
  activeHref,
  onNavigate,
  actions,
  menuControls,
  logo,
  text,
}: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(href, event);
  };

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 motion-reduce:transition-none data-[scrolled=false]:border-transparent data-[scrolled=false]:bg-surface/80 data-[scrolled=true]:border-line data-[scrolled=true]:bg-card/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:shadow-ink/5"
    >
      <nav
        aria-label={text?.navigation ?? 'Main'}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <a href={homeHref} onClick={(e) => follow(e, homeHref)} className="rounded-control">
          <BrandMark name={brandName} tagline={tagline} logo={logo} />
        </a>
        {/* Tight spacing: brand, six links, search, theme and the call to action share one row from 1180 px on. */}
        <ul className="hidden items-center lg:flex">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={(e) => follow(e, link.href)}
                aria-current={link.href === activeHref ? 'page' : undefined}
                className="rounded-full px-2.5 py-2 text-sm font-medium text-ink-muted hover:bg-brand-tint hover:text-accent aria-[current=page]:text-accent"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1.5">
          {actions}
          <a
            href={cta.href}
            onClick={(e) => follow(e, cta.href)}
            className="hidden min-h-11 items-center rounded-full bg-primary px-5 text-sm font-semibold text-white shadow-sm hover:bg-primary-hover sm:inline-flex"
          >
            {cta.name}
          </a>
          <MobileMenu
            links={links}
            cta={cta}
            activeHref={activeHref}
            onNavigate={onNavigate}
            controls={menuControls}
            text={text}
          />
        </div>
      </nav>
    </header>
  );
}
