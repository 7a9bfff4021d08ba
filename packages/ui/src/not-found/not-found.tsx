import type { MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';
import { NOT_FOUND_TEXT, type NotFoundText } from './not-found-text';

/** Props of {@link NotFound}: where 'Return to Home' leads, and the optional client-side navigation. */
export interface NotFoundProps {
  homeHref: string;
  onNavigate?: NavigateHandler;
  /** The page's words in your language; every part left out keeps its English default ({@link NOT_FOUND_TEXT}). */
  text?: Partial<NotFoundText>;
}

/**
 * The 404 page body: a heading, a sentence and the way home ({@link NOT_FOUND_TEXT}, or `text`).
 * It fills the first screen under the header, so a visitor who arrives sees only the way home and
 * nothing of the footer sits under a floating button.
 */
export function NotFound({ homeHref, onNavigate, text }: NotFoundProps) {
  const words = { ...NOT_FOUND_TEXT, ...text };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(homeHref, event);
  };
  return (
    <section className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-link sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-heading sm:text-4xl">{words.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {words.body}
      </p>
      <a
        href={homeHref}
        onClick={follow}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800"
      >
        {words.home}
      </a>
    </section>
  );
}
