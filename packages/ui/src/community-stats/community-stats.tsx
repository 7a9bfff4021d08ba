import { Section, type SectionHeading } from '../section/section';

/** A way members take part, shown under the numbers. */
export interface CommunityHighlight {
  title: string;
  description: string;
}

/** Props of {@link CommunityStats}: the headline figures (value and label) and the optional ways to take part. */
export interface CommunityStatsProps {
  /** The section's heading copy (from the site's content). */
  heading: SectionHeading;
  /** The figures, in order: the value as shown (e.g. `150+`) and what it counts. */
  stats: { value: string; label: string }[];
  /** How members take part, as cards under the figures; none, no cards. */
  highlights?: CommunityHighlight[];
}

/** #community: the community in numbers (the content's `communityStats`) and how members take part. */
export function CommunityStats({ stats, highlights = [], heading }: CommunityStatsProps) {
  return (
    <Section id="community" {...heading}>
      <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            // The decorative circle is a pseudo-element: a `dl`'s groups may hold only `dt` and `dd`.
            className="relative flex flex-col-reverse justify-end overflow-hidden rounded-card bg-secondary p-6 text-on-secondary before:absolute before:-right-6 before:-top-6 before:size-20 before:rounded-full before:bg-brand-700/60"
          >
            <dt className="relative mt-2 text-sm font-medium leading-snug text-brand-100">{stat.label}</dt>
            <dd className="relative font-display text-3xl font-semibold tabular-nums sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {highlights.length ? (
        <ul className="mt-10 grid gap-6 border-t border-line pt-10 md:grid-cols-3">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-1 grid size-9 shrink-0 place-items-center rounded-full bg-clay-tint text-clay-ink"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8" />
                </svg>
              </span>
              <div>
                <h3 className="font-semibold text-heading">{highlight.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{highlight.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
