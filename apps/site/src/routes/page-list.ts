import { programmeSlugs, type ProgrammeSlug } from '../copy/programme-slugs';

/** The legal pages, each its own page module. */
export type LegalPath = '/privacy' | '/terms' | '/cookies';

/**
 * One canonical page: its path and what kind of page it is, nothing else. The router is in the
 * entry bundle, so this list carries no titles or copy; `route-table.ts` adds each page's head.
 */
export type ListedPage =
  | { path: '/'; kind: 'home' }
  | { path: LegalPath; kind: 'legal' }
  | { path: '/docs'; kind: 'docs' }
  | { path: `/${ProgrammeSlug}`; kind: 'programme'; slug: ProgrammeSlug };

/**
 * Every canonical page of the site, in order: the one list that the router (`routes.tsx`), the
 * route table and through it the prerender, the sitemap, the search index and the server read.
 * A page added here gets a route, a head (the route table's types demand one), a prerendered
 * file, a sitemap entry and a search entry; a page missing here has none of them.
 */
export const pageList: readonly ListedPage[] = [
  { path: '/', kind: 'home' },
  { path: '/privacy', kind: 'legal' },
  { path: '/terms', kind: 'legal' },
  { path: '/cookies', kind: 'legal' },
  { path: '/docs', kind: 'docs' },
  ...programmeSlugs.map((slug): ListedPage => ({ path: `/${slug}`, kind: 'programme', slug })),
];
