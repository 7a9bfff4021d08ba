import type { MouseEvent } from 'react';
import type { NavigateHandler } from '../internal/types';

export interface HeroProps {
  title: string;
  subtitle: string;
  description: string;
  primaryCta: { name: string; href: string };
  secondaryCta: { name: string; href: string };
  counters: { id: string; target: number; suffix: string; label: string }[];
  testimonial?: { text: string; author: string; role?: string };
  onNavigate?: NavigateHandler;
}

/** The opening section (#home): promise, two calls to action, the studio in numbers and a voice from the community. */
export function Hero({ title, subtitle, description, primaryCta, secondaryCta, counters, testimonial, onNavigate }: HeroProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.(href, event);
  };

  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-12 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-800">{subtitle}</p>
          <h1 id="home-title" className="mt-6 font-display text-5xl font-semibold leading-[1.05] text-brand-950 sm:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">{description}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a
              href={primaryCta.href}
              onClick={(e) => follow(e, primaryCta.href)}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-clay-600 px-7 font-semibold text-white shadow-sm hover:bg-clay-700"
            >
              {primaryCta.name}
            </a>
            <a
              href={secondaryCta.href}
              onClick={(e) => follow(e, secondaryCta.href)}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-7 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {secondaryCta.name}
            </a>
          </div>
        </div>
        <div className="rounded-[2rem] bg-brand-800 p-8 text-sand-50 shadow-xl shadow-brand-900/20 sm:p-10">
          <dl className="grid grid-cols-3 gap-4">
            {counters.map((counter) => (
              <div key={counter.id} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-brand-100">{counter.label}</dt>
                <dd className="font-display text-3xl font-semibold tabular-nums sm:text-4xl">
                  {counter.target}
                  {counter.suffix}
                </dd>
              </div>
            ))}
          </dl>
          {testimonial ? (
            <figure className="mt-8 border-t border-brand-700 pt-8">
              <blockquote className="font-display text-xl leading-relaxed">&ldquo;{testimonial.text}&rdquo;</blockquote>
              <figcaption className="mt-4 text-sm text-brand-100">
                <span className="font-semibold text-sand-50">{testimonial.author}</span>
                {testimonial.role ? `, ${testimonial.role}` : null}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}
