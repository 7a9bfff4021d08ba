import { Ventures } from '@rooted/ui/ventures';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { ventureStoryLinks } from '../pages/stories/venture-story-links';

/** #ventures: one card per venture in content.ventures; a venture with stories links to them. */
export function VenturesSection() {
  const ventures = useSiteContent((c) => c.ventures);
  const heading = useSiteContent((c) => c.sections.ventures);
  const links = ventureStoryLinks(ventures.map((venture) => venture.id));
  const cards = ventures.map((venture) => {
    const storiesHref = links.get(venture.id);
    return storiesHref ? { ...venture, storiesHref } : venture;
  });
  return <Ventures ventures={cards} heading={heading} />;
}
