import type { MouseEvent } from 'react';
import type { FormNavigateHandler } from './types';

/** Props of {@link ConsentNote}. */
export interface ConsentNoteProps {
  /** Text before the link, e.g. "We use your details only to reply to your message. See our". */
  text: string;
  /** The link's text, e.g. "Privacy Policy". */
  linkText: string;
  /** Where the privacy policy is. */
  href: string;
  /** Follows the link inside the app (client-side navigation); without it the browser follows it. */
  onNavigate?: FormNavigateHandler | undefined;
  /** Text colour for a light or a dark background. */
  tone?: 'light' | 'dark';
  /** The paragraph's id, for a control's `aria-describedby`. */
  id?: string;
}

/** The privacy line under a form: plain text, then a link to the privacy policy. */
export function ConsentNote({ text, linkText, href, onNavigate, tone = 'light', id }: ConsentNoteProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(href, event);
  };
  return (
    <p
      id={id}
      className={tone === 'dark' ? 'text-sm leading-relaxed text-brand-200' : 'text-sm leading-relaxed text-ink-muted'}
    >
      {text}{' '}
      <a
        href={href}
        onClick={follow}
        className={
          tone === 'dark'
            ? 'font-medium text-white underline underline-offset-4'
            : 'font-medium text-accent underline underline-offset-4'
        }
      >
        {linkText}
      </a>
      .
    </p>
  );
}
