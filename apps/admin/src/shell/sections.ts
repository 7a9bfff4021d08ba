/**
 * The owner's app's sections, one on screen at a time, each at its own URL under /admin. The
 * server serves the app at each of these paths (ADMIN_SECTIONS in
 * apps/site/server/admin/admin-routes.ts must list every path but the first).
 */
export const SECTIONS = [
  { path: '/', label: 'Content', title: 'Content' },
  { path: '/leads', label: 'Leads', title: 'Leads' },
  { path: '/activity', label: 'Activity', title: 'Activity' },
  { path: '/health', label: 'Health', title: 'Health' },
  { path: '/privacy', label: 'Privacy', title: 'Privacy' },
  { path: '/settings', label: 'Settings', title: 'Settings' },
] as const;

export type SectionPath = (typeof SECTIONS)[number]['path'];
