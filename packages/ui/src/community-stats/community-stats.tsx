import { Section } from '../section/section';

export interface CommunityStatsProps {
  stats: { value: string; label: string }[];
}

/** The community in numbers (spec §3 communityStats). */
export function CommunityStats({ stats }: CommunityStatsProps) {
  return (
    <Section
      id="community"
      eyebrow="Our community"
      title="A community that grows together"
      intro="Founders, mentors and neighbours who share what they know and lift each other up."
    >
      <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-card bg-brand-800 p-6 text-center text-sand-50">
            <dt className="mt-2 text-sm font-medium text-brand-100">{stat.label}</dt>
            <dd className="font-display text-3xl font-semibold tabular-nums sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
