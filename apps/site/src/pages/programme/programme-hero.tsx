import type { Programme } from '../../copy/programme-copy/programme-types';
import { useSiteNavigate } from '../../lib/navigation/use-site-navigate';
import { CtaLink } from './cta-link';

/** The landing page's opening: breadcrumb, heading, promise, two calls to action and who it is for. */
export function ProgrammeHero({ programme }: { programme: Programme }) {
  const onNavigate = useSiteNavigate();
  return (
    <section aria-labelledby="programme-title" className="relative overflow-hidden bg-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 size-[32rem] rounded-full bg-brand-tint-strong/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 pb-16 pt-10 sm:px-6 sm:pb-20 sm:pt-14 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <li>
                <a
                  href="/"
                  onClick={(event) => onNavigate('/', event)}
                  className="underline-offset-2 hover:text-accent hover:underline"
                >
                  Home
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-accent">
                {programme.title}
              </li>
            </ol>
          </nav>
          <p className="mt-8 inline-flex rounded-full bg-brand-tint-strong px-4 py-1.5 text-sm font-semibold text-accent">
            {programme.eyebrow}
          </p>
          <h1
            id="programme-title"
            className="mt-5 font-display text-4xl font-semibold leading-[1.08] text-heading sm:text-5xl lg:text-6xl"
          >
            {programme.title}
          </h1>
          <p className="mt-5 max-w-xl text-xl leading-relaxed text-heading">{programme.summary}</p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{programme.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <CtaLink cta={programme.primaryCta} tone="primary" />
            <CtaLink cta={programme.secondaryCta} tone="secondary" />
          </div>
        </div>
        <aside
          aria-labelledby="audience-title"
          className="rounded-[2rem] bg-brand-800 p-8 text-sand-50 shadow-xl shadow-brand-900/20 sm:p-10"
        >
          <h2 id="audience-title" className="font-display text-2xl font-semibold">
            Who it is for
          </h2>
          <p className="mt-3 leading-relaxed text-brand-100">{programme.audience.text}</p>
          <ul className="mt-6 space-y-3">
            {programme.audience.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-clay-500" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
