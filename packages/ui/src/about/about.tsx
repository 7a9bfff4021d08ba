import { Section, type SectionHeading } from '../section/section';
import { ABOUT_TEXT, type AboutText } from './about-text';

/** The impact panel beside mission and vision: a few figures and the promises behind them. */
export interface ImpactPanel {
  title: string;
  figures: { value: string; label: string }[];
  commitments: string[];
}

/** Props of {@link About}: the studio's mission, vision and values, and optionally the impact panel. */
export interface AboutProps {
  /** The section's heading copy (from the site's content). */
  heading: SectionHeading;
  /** The mission statement, shown as the first card. */
  mission: string;
  /** The vision statement, shown beside the mission. */
  vision: string;
  /** The values, in order, each a title and a sentence. */
  values: { title: string; description: string }[];
  /** The impact panel beside mission and vision; left out, there is none. */
  impact?: ImpactPanel;
  /** The section's own headings in your language; every part left out keeps its English default ({@link ABOUT_TEXT}). */
  text?: Partial<AboutText>;
}

/** #about: mission, vision, values and the impact panel (the home page's second section). */
export function About({ mission, vision, values, impact, heading, text: ownText }: AboutProps) {
  const text = { ...ABOUT_TEXT, ...ownText };
  return (
    <Section id="about" {...heading}>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        <article className="rounded-card bg-secondary p-8 text-on-secondary">
          <h3 className="font-display text-2xl font-semibold">{text.mission}</h3>
          <p className="mt-3 leading-relaxed text-brand-100">{mission}</p>
        </article>
        <article className="rounded-card bg-card p-8 shadow-sm ring-1 ring-line">
          <h3 className="font-display text-2xl font-semibold text-heading">{text.vision}</h3>
          <p className="mt-3 leading-relaxed text-ink-muted">{vision}</p>
        </article>
        {impact ? (
          <aside aria-labelledby="about-impact" className="rounded-card bg-clay-tint p-8">
            <h3 id="about-impact" className="font-display text-2xl font-semibold text-clay-ink">
              {impact.title}
            </h3>
            <dl className="mt-5 grid grid-cols-2 gap-4">
              {impact.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-sm leading-snug text-ink-muted">{figure.label}</dt>
                  <dd className="font-display text-3xl font-semibold tabular-nums text-heading">{figure.value}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-6 flex flex-col gap-2 border-t border-clay-500/20 pt-5 text-sm text-ink">
              {impact.commitments.map((commitment) => (
                <li key={commitment} className="flex gap-2.5">
                  <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-clay-500" />
                  {commitment}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      <h3 className="mt-14 font-display text-2xl font-semibold text-heading">{text.values}</h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value, i) => (
          <li key={value.title} className="rounded-card bg-card p-6 shadow-sm ring-1 ring-line">
            <span aria-hidden="true" className="font-display text-sm font-semibold text-clay-ink">
              0{i + 1}
            </span>
            <h4 className="mt-1 font-semibold text-accent">{value.title}</h4>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
