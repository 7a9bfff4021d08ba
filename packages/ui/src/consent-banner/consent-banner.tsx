import { useEffect, useRef, type MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  /** The question, one or two sentences. */
  text: string;
  /** Where the cookie policy is, linked from the text. */
  policyHref: string;
  /** "Accept" was pressed: the site keeps the choice, starts what it asked consent for and hides the banner. */
  onAccept: () => void;
  /** "Reject all" was pressed: the site keeps the choice and hides the banner. */
  onReject: () => void;
  /** Follows the policy link inside the app (client-side navigation). */
  onNavigate?: NavigateHandler;
  /**
   * Called with the banner's height in pixels while it is shown, and 0 when it goes, so the page
   * can pad its bottom by as much and no content (a form's submit button) ends up underneath.
   */
  onHeightChange?: (height: number) => void;
  /** Move focus to the banner when it appears (true when the visitor reopened it from a link). */
  focusOnOpen?: boolean;
  /**
   * The banner's own words in your language (`text` is the question); every part left out stays
   * English ({@link ConsentBannerWords}).
   */
  words?: Partial<ConsentBannerWords>;
}

/**
 * The consent banner's fixed words, English by default, written in the component. Named `words`
 * rather than `text` because `text` was the question before the banner had other words to change.
 */
export interface ConsentBannerWords {
  /** The banner's heading, which names its region. English: 'Analytics cookies'. */
  title: string;
  /** The link to the cookie policy after the question. English: 'Cookie policy'. */
  policy: string;
  /** English: 'Reject all'. */
  reject: string;
  /** English: 'Accept'. */
  accept: string;
}

const button =
  'min-h-11 flex-1 rounded-control border-2 sm:min-w-32 border-brand-800 bg-card px-5 py-2 text-base font-semibold text-heading hover:bg-brand-tint sm:flex-none';

/**
 * The analytics consent question as a bar along the bottom of the viewport: a labelled region,
 * not a dialog, so the page stays usable and screen readers find it as a landmark; "Reject all"
 * and "Accept" look and weigh the same, with "Reject all" first in the focus order. Pure: the
 * site decides when to show it and what a choice does.
 */
export function ConsentBanner({
  text,
  policyHref,
  onAccept,
  onReject,
  onNavigate,
  onHeightChange,
  focusOnOpen,
  words,
}: ConsentBannerProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (focusOnOpen) element.focus();
    if (!onHeightChange) return;
    const report = () => onHeightChange(Math.ceil(element.getBoundingClientRect().height));
    report();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      onHeightChange(0);
    };
  }, [onHeightChange, focusOnOpen]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(policyHref, event);
  };

  return (
    <section
      ref={ref}
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-card/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] outline-none backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
        <div className="text-sm text-ink">
          <h2 id="consent-banner-title" className="font-semibold">
            {words?.title ?? 'Analytics cookies'}
          </h2>
          <p className="mt-0.5 text-ink-muted">
            {text}{' '}
            <a
              href={policyHref}
              onClick={follow}
              className="rounded font-medium text-accent underline underline-offset-4"
            >
              {words?.policy ?? 'Cookie policy'}
            </a>
          </p>
        </div>
        <div className="flex gap-3 sm:ml-auto sm:shrink-0">
          <button type="button" className={button} onClick={onReject}>
            {words?.reject ?? 'Reject all'}
          </button>
          <button type="button" className={button} onClick={onAccept}>
            {words?.accept ?? 'Accept'}
          </button>
        </div>
      </div>
    </section>
  );
}
