import type { CommunityHighlight } from '@rooted/ui/community-stats';

/** How members take part, under the community numbers (studio practice, not editable data). */
export const communityHighlights: readonly CommunityHighlight[] = [
  {
    title: 'Monthly meetups',
    description: 'An evening a month in one of our ventures: a short talk, honest numbers and a shared meal.',
  },
  {
    title: 'Mentor pairing',
    description: 'An hour a month for six months with someone who has run a business like yours.',
  },
  {
    title: 'Peer circles',
    description: 'Six founders at the same stage who meet every other week to work through what is hard.',
  },
];
