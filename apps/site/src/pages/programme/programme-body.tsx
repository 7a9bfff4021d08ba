import type { Programme } from '../../copy/programme-copy/programme-types';
import { CtaLink } from './cta-link';

/** The four-card benefits grid. */
export function ProgrammeBenefits({ programme }: { programme: Programme }) {
  return (
    <section aria-labelledby="benefits-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-clay-ink">What you get</p>
        <h2 id="benefits-title" className="mt-3 font-display text-3xl font-semibold text-heading sm:text-4xl">
          What the programme gives you
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {programme.benefits.map((benefit, index) => (
            <li key={benefit.title} className="flex flex-col rounded-card bg-card p-6 shadow-sm ring-1 ring-line">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-tint-strong font-display text-lg font-semibold text-accent"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-heading">{benefit.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How it works, as numbered steps. */
export function ProgrammeSteps({ programme }: { programme: Programme }) {
  return (
    <section aria-labelledby="steps-title" className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-clay-ink">How it works</p>
        <h2 id="steps-title" className="mt-3 font-display text-3xl font-semibold text-heading sm:text-4xl">
          Three steps to get started
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {programme.steps.map((step, index) => (
            <li key={step.title} className="border-t-2 border-brand-600 pt-5">
              <p className="text-sm font-semibold text-clay-ink">Step {index + 1}</p>
              <h3 className="mt-1 font-display text-xl font-semibold text-heading">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function ProgrammeClosing({ programme }: { programme: Programme }) {
  return (
    <section aria-labelledby="closing-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-[2rem] bg-brand-800 px-6 py-12 text-center text-sand-50 sm:px-12 sm:py-16">
          <h2 id="closing-title" className="mx-auto max-w-2xl font-display text-3xl font-semibold sm:text-4xl">
            {programme.closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-brand-100">{programme.closing.text}</p>
          <div className="mt-8">
            <CtaLink cta={programme.closing.cta} tone="inverse" />
          </div>
        </div>
      </div>
    </section>
  );
}
