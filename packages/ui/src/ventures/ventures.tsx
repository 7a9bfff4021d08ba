import { ExternalIcon } from '../internal/icons';
import { Section } from '../section/section';

export interface VentureCard {
  id: string;
  name: string;
  tagline: string;
  description: string;
  status: 'Coming Soon' | 'Beta' | 'Live';
  features: string[];
  website: string;
  isLive: boolean;
}

export interface VenturesProps {
  ventures: VentureCard[];
}

const STATUS_STYLE: Record<VentureCard['status'], string> = {
  Live: 'bg-brand-100 text-brand-800',
  Beta: 'bg-clay-100 text-clay-700',
  'Coming Soon': 'bg-sand-200 text-ink-muted',
};

/** The venture cards: status badge, features and an external website link. */
export function Ventures({ ventures }: VenturesProps) {
  return (
    <Section
      id="ventures"
      tone="tinted"
      eyebrow="Our ventures"
      title="Companies we build and grow together"
      intro="Every venture in the studio shares our books, our people-first values and our long view."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {ventures.map((venture) => (
          <li key={venture.id}>
            <article className="flex h-full flex-col rounded-card bg-white p-7 shadow-sm ring-1 ring-sand-200">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <h3 className="font-display text-2xl font-semibold text-brand-900">{venture.name}</h3>
                  <p className="mt-1 font-medium text-clay-700">{venture.tagline}</p>
                </div>
                <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[venture.status]}`}>
                  {venture.status}
                </span>
              </div>
              <p className="mt-4 leading-relaxed text-ink-muted">{venture.description}</p>
              <ul className="mt-5 flex flex-col gap-2 text-sm text-ink">
                {venture.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={venture.website}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-6 font-semibold text-brand-700 hover:text-brand-900 hover:underline underline-offset-4"
              >
                Visit {venture.name}
                <ExternalIcon width={16} height={16} />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
