import type { MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';

/**
 * The 404 page's words. Each part left out keeps its English default, written in the component
 * itself: the page is in its route's first download, where an object of defaults merged at render
 * would cost bytes for nothing.
 */
export interface NotFoundText {
  /** The heading. English: 'Oops! Page not found'. */
  title: string;
  /** The sentence under it. English: 'The page you were looking for has moved or never took root. Let’s get you back on solid ground.' */
  body: string;
  /** The link home. English: 'Return to Home'. */
  home: string;
}

/** Props of {@link NotFound}: where 'Return to Home' leads, the optional client-side navigation, and its words. */
export interface NotFoundProps {
  /** Where the 'Return to Home' link leads. */
  homeHref: string;
  /** Follows that link inside the app (client-side navigation); without it the browser follows it. */
  onNavigate?: NavigateHandler;
  /** The page's words in your language; every part left out stays English ({@link NotFoundText}). */
  text?: Partial<NotFoundText>;
}

/**
 * The 404 page body: a heading, a sentence and the way home (`text` replaces them).
 * It fills the first screen under the header, so a visitor who arrives sees only the way home and
 * nothing of the footer sits under a floating button.
 */
export function NotFound({ homeHref, onNavigate, text }: NotFoundProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(homeHref, event);
  };
  return (
    <section className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-link sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-heading sm:text-4xl">
        {text?.title ?? 'Oops! Page not found'}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        {text?.body ??
          'The page you were looking for has moved or never took root. Let\u2019s get you back on solid ground.'}
      </p>
      <a
        href={homeHref}
        onClick={follow}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800"
      >
        {text?.home ?? 'Return to Home'}
      </a>
    </section>
  );
}
