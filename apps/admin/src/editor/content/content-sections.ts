import type { Path } from '../schema/schema-node';

/**
 * The editor's sections: one part of the site each, at `/admin/content/<slug>`. `parts` are the
 * content's values the section edits, drawn in this order (a home section's heading copy first,
 * as the page shows it). Pictures and History are views of their own rather than values.
 *
 * The site server serves the app at each slug (`ADMIN_CONTENT_SECTIONS` in
 * apps/site/server/admin/admin-routes.ts lists them all).
 */
export interface ContentSection {
  slug: string;
  label: string;
  /** One line on the Content overview: what the section changes on the site. */
  summary: string;
  kind: 'values' | 'pictures' | 'history' | 'stories';
  parts: readonly Path[];
}

export const CONTENT_SECTIONS: readonly ContentSection[] = [
  {
    slug: 'company',
    label: 'Company',
    summary: 'Name, contact details and social links: the header, the footer and the legal pages.',
    kind: 'values',
    parts: [['company']],
  },
  {
    slug: 'hero',
    label: 'Hero',
    summary: 'The top of the home page: headline, button and counters.',
    kind: 'values',
    parts: [['hero']],
  },
  {
    slug: 'about',
    label: 'About',
    summary: 'Mission, vision and values on the home page.',
    kind: 'values',
    parts: [['sections', 'about'], ['about']],
  },
  {
    slug: 'ventures',
    label: 'Ventures',
    summary: 'The venture cards on the home page.',
    kind: 'values',
    parts: [['sections', 'ventures'], ['ventures']],
  },
  {
    slug: 'community',
    label: 'Community',
    summary: 'The community figures on the home page.',
    kind: 'values',
    parts: [['sections', 'community'], ['communityStats']],
  },
  {
    slug: 'testimonials',
    label: 'Testimonials',
    summary: 'What people say about the studio, on the home page.',
    kind: 'values',
    parts: [['testimonials']],
  },
  {
    slug: 'navigation',
    label: 'Navigation',
    summary: 'The links in the header menu.',
    kind: 'values',
    parts: [['navigation']],
  },
  {
    slug: 'live-chat',
    label: 'Live chat',
    summary: "The chat window's quick replies and answers.",
    kind: 'values',
    parts: [['liveChat']],
  },
  {
    slug: 'stories',
    label: 'Stories',
    summary: 'Articles with their own pages and feeds: write, schedule, publish or take back.',
    kind: 'stories',
    parts: [['sections', 'stories'], ['stories']],
  },
  {
    slug: 'pictures',
    label: 'Pictures',
    summary: "Every picture on the site in one place: the hero's and each venture's.",
    kind: 'pictures',
    parts: [],
  },
  {
    slug: 'history',
    label: 'History',
    summary: 'Every published version; restore an earlier one.',
    kind: 'history',
    parts: [],
  },
];

/** The section a value of the content belongs to, by its path (`ventures[4].name`, `sections.about.title`). */
export function sectionOfPath(path: string): ContentSection | undefined {
  const keys = path.replace(/\[\d+\]/g, '').split('.');
  return CONTENT_SECTIONS.find((section) =>
    section.parts.some((part) => part.every((key, index) => keys[index] === key)),
  );
}

/** The URL of a section inside the app (the router's basename is /admin). */
export const sectionPath = (section: ContentSection) => `/content/${section.slug}`;
