import type { MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';
import { HeroCounters, type HeroCounter } from './hero-counters';
import { HeroImage, type HeroImageSource } from './hero-image';
import type { HeroText } from './hero-text';
import { TestimonialCarousel, type Testimonial } from './testimonial-carousel';

/** Props of {@link Hero}: the copy, the two calls to action, the counters, the testimonials and an optional image. */
export interface HeroProps {
  /** The page's one `h1`: the promise. */
  title: string;
  /** The short pill above the title. */
  subtitle: string;
  /** The paragraph under the title. */
  description: string;
  /** 'Join Our Community' → '#join'. */
  primaryCta: { name: string; href: string };
  /** 'Learn Our Story' → '#about'. */
  secondaryCta: { name: string; href: string };
  /** The studio in numbers, counted up from 0 when they scroll into view. */
  counters: HeroCounter[];
  /** The voices that rotate in the carousel; none, no carousel. */
  testimonials: Testimonial[];
  /** A picture beside the copy, above the testimonials; left out, there is none. */
  image?: HeroImageSource;
  /** False (the site's animations setting) keeps counters and testimonials still, like reduced motion. */
  animate?: boolean;
  /** Follows the calls to action inside the app (smooth scroll, client-side navigation); without it the browser follows them. */
  onNavigate?: NavigateHandler;
  /** The hero's own words in your language; every part left out keeps its English default ({@link HERO_TEXT}). */
  text?: Partial<HeroText>;
}

/** The opening section (#home): promise, two calls to action, the studio in numbers and voices from the community. */
export function Hero({
  title,
  subtitle,
  description,
  primaryCta,
  secondaryCta,
  counters,
  testimonials,
  image,
  animate = true,
  onNavigate,
  text,
}: HeroProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(href, event);
  };

  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden">
      {/* Two soft glows drawn as radial gradients: a blur filter on large shapes is among the
          costliest things a phone can paint, and this is the first thing it paints. Each box
          touches the section's top or bottom edge with the transparent end of its gradient, so
          the section's overflow clip never cuts a glow into a straight line. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-56 top-0 size-[48rem] bg-[radial-gradient(closest-side,var(--color-brand-tint-strong),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-44 bottom-0 size-[32rem] bg-[radial-gradient(closest-side,var(--color-clay-tint),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex rounded-full bg-brand-tint-strong px-4 py-1.5 text-sm font-semibold text-accent">
            {subtitle}
          </p>
          <h1
            id="home-title"
            className="mt-6 font-display text-5xl font-semibold leading-[1.05] text-heading sm:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">{description}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a
              href={primaryCta.href}
              onClick={(e) => follow(e, primaryCta.href)}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-7 font-semibold text-white shadow-sm hover:bg-primary-hover"
            >
              {primaryCta.name}
            </a>
            <a
              href={secondaryCta.href}
              onClick={(e) => follow(e, secondaryCta.href)}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-card px-7 font-semibold text-accent ring-1 ring-brand-line hover:bg-brand-tint"
            >
              {secondaryCta.name}
            </a>
          </div>
          <div className="mt-12">
            <HeroCounters counters={counters} animate={animate} />
          </div>
        </div>
        <div className="relative">
          {image ? <HeroImage image={image} loadingLabel={text?.loadingImage} /> : null}
          {testimonials.length ? (
            <div className={image ? 'relative -mt-12 px-3 sm:px-8 lg:-ml-10 lg:mr-10 lg:px-0 print:mt-0' : ''}>
              <TestimonialCarousel testimonials={testimonials} animate={animate} text={text} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
