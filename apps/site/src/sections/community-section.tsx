import { CommunityStats } from '@rooted/ui/community-stats';
import { communityHighlights } from '../copy/community';
import { useSiteContent } from '../lib/content-store/use-site-content';

/** #community: the four community statistics and how members take part. */
export function CommunitySection() {
  const stats = useSiteContent((c) => c.communityStats);
  const heading = useSiteContent((c) => c.sections.community);
  return (
    <CommunityStats
      heading={heading}
      stats={[stats.entrepreneurs, stats.valueCreated, stats.peopleCentric, stats.activeVentures]}
      highlights={[...communityHighlights]}
    />
  );
}
