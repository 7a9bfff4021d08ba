export { CommunityStats, type CommunityHighlight, type CommunityStatsProps } from './community-stats';
