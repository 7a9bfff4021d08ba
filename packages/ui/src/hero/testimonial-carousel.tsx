import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './hero-icons';
import { HERO_TEXT, type HeroText } from './hero-text';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { TESTIMONIAL_INTERVAL_MS, useRotation } from './use-rotation';

/** One voice from the community. */
export interface Testimonial {
  text: string;
  author: string;
  role?: string;
}

/** Props of {@link TestimonialCarousel}: the testimonials and how often they change (default 4000 ms). */
export interface TestimonialCarouselProps {
  /** The voices, in order; none, nothing is shown. */
  testimonials: Testimonial[];
  /** How long each testimonial stays, in ms. */
  intervalMs?: number;
  /** False turns auto-rotation off (e.g. the site's animations setting), like reduced motion does. */
  animate?: boolean;
  /** The carousel's names and controls in your language; every part left out keeps its English default ({@link HERO_TEXT}). */
  text?: Partial<HeroText>;
}

const control =
  'grid size-11 place-items-center rounded-full text-accent ring-1 ring-brand-line hover:bg-brand-tint bg-card';

/**
 * Testimonials rotating every 4000 ms. Hover or keyboard focus pauses it, a visible
 * button stops and restarts it (WCAG 2.2.2), and under reduced motion it stays put with
 * previous/next buttons. Deliberately not a live region: an announcement every 4 s drowns the page.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = TESTIMONIAL_INTERVAL_MS,
  animate = true,
  text: ownText,
}: TestimonialCarouselProps) {
  const text = { ...HERO_TEXT, ...ownText };
  const reduce = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const auto = animate && !reduce;
  const { index, next, previous } = useRotation({
    count: testimonials.length,
    intervalMs,
    paused: hovered || focused || stopped,
    enabled: auto,
  });
  if (!testimonials[index]) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.testimonials}
      aria-live="off"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="rounded-card bg-card p-6 shadow-xl shadow-brand-900/10 ring-1 ring-line sm:p-7"
    >
      {/* Every slide sits in the same grid cell and only the current one is visible, so the card
          is always as tall as its longest quote: a rotation never moves the hero's centred text
          beside it (desktop) or the page below it (phones). Hidden slides are out of the
          accessibility tree and the tab order (`visibility: hidden`). */}
      <div className="grid">
        {testimonials.map((testimonial, i) => (
          <figure
            key={i}
            aria-roledescription="slide"
            aria-label={text.slide(i + 1, testimonials.length)}
            aria-hidden={i === index ? undefined : true}
            className={`[grid-area:1/1] ${i === index ? 'motion-safe:animate-[rooted-fade-in_400ms_ease-out]' : 'invisible'}`}
          >
            <blockquote className="font-display text-lg leading-relaxed text-heading sm:text-xl">
              &ldquo;{testimonial.text}&rdquo;
            </blockquote>
            <figcaption className="mt-4 text-sm text-ink-muted">
              <span className="font-semibold text-heading">{testimonial.author}</span>
              {testimonial.role ? `, ${testimonial.role}` : null}
            </figcaption>
          </figure>
        ))}
      </div>
      {testimonials.length > 1 ? (
        <div data-print="hide" className="mt-5 flex items-center justify-between gap-3">
          <div className="flex gap-1.5" aria-hidden="true">
            {testimonials.map((t, i) => (
              <span
                key={t.author}
                className={`h-1.5 rounded-full transition-all motion-reduce:transition-none ${i === index ? 'w-6 bg-primary' : 'w-1.5 bg-line'}`}
              />
            ))}
          </div>
          <div className="flex gap-2">
            {auto ? (
              <button type="button" className={control} onClick={() => setStopped((s) => !s)}>
                {stopped ? <PlayIcon /> : <PauseIcon />}
                <span className="sr-only">{stopped ? text.play : text.pause}</span>
              </button>
            ) : null}
            <button type="button" className={control} onClick={previous}>
              <ChevronLeftIcon />
              <span className="sr-only">{text.previous}</span>
            </button>
            <button type="button" className={control} onClick={next}>
              <ChevronRightIcon />
              <span className="sr-only">{text.next}</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
