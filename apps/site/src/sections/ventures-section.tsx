import { Ventures } from '@rooted/ui/ventures';
import { useSiteContent } from '../lib/use-site-content';

/** #ventures: one card per venture in content.ventures. */
export function VenturesSection() {
  return <Ventures ventures={useSiteContent((c) => c.ventures)} />;
}
