import type { ReactNode } from 'react';

/** A section's heading copy: the small eyebrow line, the title and an optional intro paragraph. */
export interface SectionHeading {
  /** The small line above the title. */
  eyebrow: string;
  /** The section's heading (`h2`), which names the section (`aria-labelledby`). */
  title: string;
  /** A paragraph under the heading; none, no paragraph. */
  intro?: string;
}

/** Props of {@link Section}: anchor id, eyebrow, heading, optional intro and background tone, and the section body. */
export interface SectionProps extends SectionHeading {
  /** The anchor id (`#about`); the heading's id is `${id}-title`. */
  id: string;
  /** The background: the page's surface, or its tinted alternate band. */
  tone?: 'light' | 'tinted';
  /** The section's body, under the heading. */
  children?: ReactNode;
}

/**
 * The frame every home-page section shares: anchor id, eyebrow, heading and intro.
 * The heading takes focus targets (tabindex -1) so in-page navigation can move
 * keyboard focus to the section it scrolled to. (No `content-visibility: auto`:
 * with estimated heights above it, a jump to a section's anchor lands short.)
 */
export function Section({ id, eyebrow, title, intro, tone = 'light', children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'tinted' ? 'bg-surface-muted py-20 sm:py-24' : 'py-20 sm:py-24'}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-clay-ink">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-3 font-display text-3xl font-semibold text-heading sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
