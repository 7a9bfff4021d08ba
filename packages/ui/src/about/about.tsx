import { Section } from '../section/section';

export interface AboutProps {
  mission: string;
  vision: string;
  values: { title: string; description: string }[];
}

/** Mission, vision and values (spec §1 'about'). */
export function About({ mission, vision, values }: AboutProps) {
  return (
    <Section id="about" eyebrow="Our story" title="Businesses rooted in people, not just profit">
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <article className="rounded-card bg-brand-800 p-8 text-sand-50">
          <h3 className="font-display text-2xl font-semibold">Our mission</h3>
          <p className="mt-3 leading-relaxed text-brand-100">{mission}</p>
        </article>
        <article className="rounded-card bg-white p-8 shadow-sm ring-1 ring-sand-200">
          <h3 className="font-display text-2xl font-semibold text-brand-900">Our vision</h3>
          <p className="mt-3 leading-relaxed text-ink-muted">{vision}</p>
        </article>
      </div>
      <h3 className="mt-14 font-display text-2xl font-semibold text-brand-900">What we hold to</h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <h4 className="font-semibold text-brand-800">{value.title}</h4>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
