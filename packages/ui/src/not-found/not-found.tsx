import type { MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';

/** Props of {@link NotFound}: where 'Return to Home' leads, and the optional client-side navigation. */
export interface NotFoundProps {
  homeHref: string;
  onNavigate?: NavigateHandler;
}

/**
 * The 404 page body. Its two strings ('Oops! Page not found', 'Return to Home') are fixed product copy.
 * It fills the first screen under the header, so a visitor who arrives sees only the way home and
 * nothing of the footer sits under a floating button.
 */
export function NotFound({ homeHref, onNavigate }: NotFoundProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(homeHref, event);
  };
  return (
    <section className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-link sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-heading sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-ink-muted">
        The page you were looking for has moved or never took root. Let&rsquo;s get you back on solid ground.
      </p>
      <a
        href={homeHref}
        onClick={follow}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </a>
    </section>
  );
}
