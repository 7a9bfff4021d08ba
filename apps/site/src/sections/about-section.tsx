import { About } from '@rooted/ui/about';
import { impactCommitments } from '../copy/impact';
import { useSiteContent } from '../lib/content-store/use-site-content';

/** #about: mission, vision and values from content.about, and the impact panel. */
export function AboutSection() {
  const about = useSiteContent((c) => c.about);
  const heading = useSiteContent((c) => c.sections.about);
  const valueCreated = useSiteContent((c) => c.communityStats.valueCreated);
  const activeVentures = useSiteContent((c) => c.communityStats.activeVentures);
  return (
    <About
      heading={heading}
      mission={about.mission}
      vision={about.vision}
      values={about.values}
      impact={{
        title: 'Our impact so far',
        figures: [
          { value: valueCreated.value, label: valueCreated.label },
          { value: activeVentures.value, label: activeVentures.label },
        ],
        commitments: [...impactCommitments],
      }}
    />
  );
}
