import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { CloseIcon, MenuIcon } from '../internal/icons';
import type { NavigateHandler, NavLink } from '../internal/types';
import { useOnMediaMatch } from '../internal/use-media-query';

export interface MobileMenuProps {
  links: NavLink[];
  cta: NavLink;
  activeHref?: string;
  onNavigate?: NavigateHandler;
  /** Media query at which the desktop nav takes over; the menu closes when it starts matching. */
  desktopQuery?: string;
}

/**
 * The phone navigation: a modal sheet built on Radix Dialog, which gives the focus
 * trap, Escape, outside click, scroll lock and focus return to the toggle.
 * A picked link first closes the sheet (releasing the scroll lock) and only then
 * navigates, so an anchor scroll is not undone by the lock being restored.
 */
export function MobileMenu({ links, cta, activeHref, onNavigate, desktopQuery = '(min-width: 1024px)' }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pendingHref = useRef<string | null>(null);
  const close = useCallback(() => setOpen(false), []);

  useOnMediaMatch(desktopQuery, close);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('hashchange', close);
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener('hashchange', close);
      window.removeEventListener('popstate', close);
    };
  }, [open, close]);

  useEffect(() => {
    const href = pendingHref.current;
    if (open || href === null) return;
    pendingHref.current = null;
    // One frame later the sheet and its scroll lock are gone from the DOM.
    const frame = window.requestAnimationFrame(() => {
      let prevented = false;
      onNavigate?.(href, { preventDefault: () => (prevented = true) });
      if (!prevented) window.location.assign(href);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open, onNavigate]);

  const pick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    pendingHref.current = href;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Menu"
        className="grid size-11 place-items-center rounded-control text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-overlay"
          className="fixed inset-0 z-50 bg-ink/45 motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
        />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,86vw)] flex-col overflow-y-auto overscroll-contain bg-sand-50 px-6 pb-8 pt-4 shadow-2xl motion-safe:animate-[rooted-slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-semibold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-11 place-items-center rounded-control text-brand-900 hover:bg-brand-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className="mt-6 flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={link.href === activeHref ? 'page' : undefined}
                  onClick={(event) => pick(event, link.href)}
                  className="flex min-h-12 items-center rounded-control px-3 text-lg font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={cta.href}
            onClick={(event) => pick(event, cta.href)}
            className="mt-auto flex min-h-12 items-center justify-center rounded-full bg-clay-600 px-6 font-semibold text-white hover:bg-clay-700"
          >
            {cta.name}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
