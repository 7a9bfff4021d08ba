import { Section } from '../section/section';

/** One area of the studio's quality bar, with the checks a venture must pass in it. */
export interface QualityPillar {
  title: string;
  description: string;
  checks: string[];
}

/** Props of {@link QualityAssurance}: the section copy and the quality pillars. */
export interface QualityAssuranceProps {
  /** The section's anchor id (`#quality`). */
  id?: string;
  /** The small line above the title. */
  eyebrow: string;
  /** The section's heading (`h2`). */
  title: string;
  /** The paragraph under the heading. */
  intro: string;
  /** The pillars, in order, each with its checks. */
  pillars: QualityPillar[];
}

/** How the studio holds its ventures to a quality bar: pillars, each with its checks. */
export function QualityAssurance({ id = 'quality', eyebrow, title, intro, pillars }: QualityAssuranceProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, i) => (
          <li key={pillar.title} className="flex flex-col rounded-card bg-card p-6 shadow-sm ring-1 ring-line">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-tint-strong font-display font-semibold text-accent"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 font-display text-xl font-semibold text-heading">{pillar.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{pillar.description}</p>
            <ul className="mt-4 flex flex-col gap-2 border-t border-line pt-4 text-sm text-ink">
              {pillar.checks.map((check) => (
                <li key={check} className="flex gap-2">
                  <svg
                    viewBox="0 0 16 16"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    className="mt-0.5 shrink-0 text-link"
                  >
                    <path
                      d="M3 8.5l3 3 7-7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {check}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
