import { Ventures } from '@rooted/ui/ventures';
import { useSiteContent } from '../lib/content-store/use-site-content';

/** #ventures: one card per venture in content.ventures. */
export function VenturesSection() {
  const ventures = useSiteContent((c) => c.ventures);
  const heading = useSiteContent((c) => c.sections.ventures);
  return <Ventures ventures={ventures} heading={heading} />;
}
