import { NotFound } from '@rooted/ui/not-found';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';

/** Any path no route matches. The server answers it with status 404. */
export function NotFoundPage() {
  return <NotFound homeHref="/" onNavigate={useSiteNavigate()} />;
}
