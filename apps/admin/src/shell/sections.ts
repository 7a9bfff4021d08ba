import { CONTENT_SECTIONS, sectionPath } from '../editor/content/content-sections';

/**
 * The owner's app's sections, one on screen at a time, each at its own URL under /admin. The
 * server serves the app at each of these paths (ADMIN_SECTIONS in apps/admin/server/owner-routes.ts
 * must list every path but the first, the front page at /admin; the Content group's paths are its
 * ADMIN_CONTENT_SECTIONS). A section with a `group` leads a group of its own sections, drawn as a
 * second row of the navigation. `badge` names the count the front page gives it (NavBadges).
 */
export const SECTIONS = [
  { path: '/', label: 'Home', title: 'Home', badge: 'home' },
  {
    path: '/content',
    label: 'Content',
    title: 'Content',
    group: CONTENT_SECTIONS.map((section) => ({ path: sectionPath(section), label: section.label })),
  },
  { path: '/leads', label: 'Leads', title: 'Leads', badge: 'leads' },
  { path: '/activity', label: 'Activity', title: 'Activity' },
  { path: '/health', label: 'Health', title: 'Health' },
  { path: '/privacy', label: 'Privacy', title: 'Privacy', badge: 'privacy' },
  { path: '/settings', label: 'Settings', title: 'Settings' },
] as const;

export type SectionPath = (typeof SECTIONS)[number]['path'];
