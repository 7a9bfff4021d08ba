export { CommunityStats, type CommunityStatsProps } from './community-stats';
