import { About } from '@rooted/ui/about';
import { useSiteContent } from '../lib/use-site-content';

/** #about: mission, vision and values from content.about. */
export function AboutSection() {
  const about = useSiteContent((c) => c.about);
  return <About mission={about.mission} vision={about.vision} values={about.values} />;
}
