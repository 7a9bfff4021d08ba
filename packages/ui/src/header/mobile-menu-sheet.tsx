import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../internal/icons';
import type { NavigateHandler, NavLink } from '../internal/types';
import { useOnMediaMatch } from '../internal/use-media-query';
import { HEADER_TEXT, type HeaderText } from './header-text';

export interface MobileMenuSheetProps {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  links: NavLink[];
  cta: NavLink;
  activeHref?: string;
  onNavigate?: NavigateHandler;
  desktopQuery: string;
  controls?: ReactNode;
  /** Merged over the English here, in the lazily loaded sheet, so the defaults stay out of the first download. */
  text?: Partial<Pick<HeaderText, 'menu' | 'closeMenu'>>;
}

/**
 * The open phone menu: a modal sheet built on Radix Dialog, which gives the focus
 * trap, Escape, outside click and scroll lock. Loaded on first open (see
 * mobile-menu.tsx). A picked link first closes the sheet (releasing the scroll
 * lock) and only then navigates, so an anchor scroll is not undone by the lock.
 */
export default function MobileMenuSheet(props: MobileMenuSheetProps) {
  const { id, open, setOpen, toggleRef, links, cta, activeHref, onNavigate, desktopQuery, controls } = props;
  const text = { ...HEADER_TEXT, ...props.text };
  const pendingHref = useRef<string | null>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

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
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-overlay"
          data-print="hide"
          className="fixed inset-0 z-50 bg-black/45 motion-safe:animate-[rooted-fade-in_150ms_ease-out]"
        />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Radix Trigger here (the toggle must exist before this code loads), so focus
            // goes back to the toggle by hand.
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,86vw)] flex-col overflow-y-auto overscroll-contain bg-surface px-6 pb-8 pt-4 shadow-2xl motion-safe:animate-[rooted-slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-semibold text-heading">{text.menu}</Dialog.Title>
            <Dialog.Close
              aria-label={text.closeMenu}
              className="grid size-11 place-items-center rounded-control text-heading hover:bg-brand-tint"
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
                  className="flex min-h-12 items-center rounded-control px-3 text-lg font-medium text-ink hover:bg-brand-tint aria-[current=page]:bg-brand-tint-strong aria-[current=page]:text-accent"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          {controls ? <div className="mt-6">{controls}</div> : null}
          <a
            href={cta.href}
            onClick={(event) => pick(event, cta.href)}
            className="mt-auto flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-white hover:bg-primary-hover"
          >
            {cta.name}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
