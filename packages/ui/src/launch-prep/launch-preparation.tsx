import type { ReactNode } from 'react';
import { Section } from '../section/section';

/** One of the four launch phases a venture goes through. */
export interface LaunchPhase {
  name: string;
  duration: string;
  summary: string;
  steps: string[];
}

/** Props of {@link LaunchPreparation}: the section copy, the launch phases and an optional slot below them. */
export interface LaunchPreparationProps {
  /** The section's anchor id (`#launch`). */
  id?: string;
  /** The small line above the title. */
  eyebrow: string;
  /** The section's heading (`h2`). */
  title: string;
  /** The paragraph under the heading. */
  intro: string;
  /** The phases, in order, as a numbered timeline. */
  phases: LaunchPhase[];
  /**
   * Optional slot under the phases, e.g. this site's own readiness report when the
   * `developmentTools` flag is on. Nothing renders when it is absent.
   */
  readinessPanel?: ReactNode;
  /** The section's own word in your language; left out, it stays English ({@link LaunchPreparationText}). */
  text?: Partial<LaunchPreparationText>;
}

/** The launch section's own word (the rest is props), its English default written in the component. */
export interface LaunchPreparationText {
  /** Read by screen readers before each phase's number. English: 'Phase'. */
  phase: string;
}

/** How a venture is prepared for launch, phase by phase, as an ordered timeline. */
export function LaunchPreparation({
  id = 'launch',
  eyebrow,
  title,
  intro,
  phases,
  readinessPanel,
  text,
}: LaunchPreparationProps) {
  return (
    <Section id={id} tone="tinted" eyebrow={eyebrow} title={title} intro={intro}>
      {/* The timeline's line is a pseudo-element (an `ol` may hold only `li`), drawn behind the
          phases: down the numbers on phones, across them from 1024 px. */}
      <ol className="relative isolate mt-12 grid gap-6 before:absolute before:bottom-6 before:left-6 before:top-6 before:-z-10 before:w-0.5 before:-translate-x-1/2 before:bg-brand-line lg:grid-cols-4 lg:before:bottom-auto lg:before:left-0 lg:before:right-0 lg:before:h-0.5 lg:before:w-auto lg:before:translate-x-0">
        {phases.map((phase, i) => (
          <li key={phase.name} className="relative flex flex-col">
            <span className="relative z-10 grid size-12 place-items-center rounded-full bg-secondary font-display text-lg font-semibold text-on-secondary ring-4 ring-line">
              <span className="sr-only">{text?.phase ?? 'Phase'} </span>
              {i + 1}
            </span>
            <div className="mt-4 flex flex-1 flex-col rounded-card bg-card p-6 shadow-sm ring-1 ring-line">
              <p className="text-xs font-semibold uppercase tracking-[0.12em] text-clay-ink">{phase.duration}</p>
              <h3 className="mt-1 font-display text-xl font-semibold text-heading">{phase.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{phase.summary}</p>
              <ul className="mt-4 flex flex-col gap-1.5 text-sm text-ink">
                {phase.steps.map((step) => (
                  <li key={step} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-clay-500" />
                    {step}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      {readinessPanel ? (
        <div data-slot="readiness-panel" className="mt-12">
          {readinessPanel}
        </div>
      ) : null}
    </Section>
  );
}
