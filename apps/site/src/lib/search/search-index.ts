import type { Venture } from '@rooted/site-content';
import type { SearchEntry } from '@rooted/ui/search';
import { programmeIndex as programmes } from '../../copy/programme-index';
import { pages } from '../../routes/route-table';

/** The home sections, in page order, with a few words visitors might type instead. */
const SECTIONS: readonly SearchEntry[] = [
  {
    id: 'home',
    title: 'Home',
    type: 'Section',
    href: '#home',
    description: 'People Over Profit',
    keywords: ['start', 'welcome', 'top'],
  },
  {
    id: 'about',
    title: 'About',
    type: 'Section',
    href: '#about',
    description: 'Mission, vision and values',
    keywords: ['mission', 'vision', 'values', 'story', 'impact'],
  },
  {
    id: 'ventures',
    title: 'Ventures',
    type: 'Section',
    href: '#ventures',
    description: 'The companies we build',
    keywords: ['companies', 'portfolio', 'farm', 'apparel', 'design', 'grooming'],
  },
  {
    id: 'community',
    title: 'Community',
    type: 'Section',
    href: '#community',
    description: 'Our community in numbers',
    keywords: ['members', 'network', 'statistics'],
  },
  {
    id: 'join',
    title: 'Join Us',
    type: 'Section',
    href: '#join',
    description: 'Apply to join the community',
    keywords: ['apply', 'membership', 'sign up', 'application'],
  },
  {
    id: 'contact',
    title: 'Contact',
    type: 'Section',
    href: '#contact',
    description: 'Send us a message',
    keywords: ['email', 'phone', 'message', 'talk'],
  },
];

const PAGE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '/privacy': ['gdpr', 'data', 'personal data'],
  '/terms': ['legal', 'conditions'],
  '/cookies': ['storage', 'local storage'],
  '/docs': ['documentation', 'help', 'guide', 'owners'],
};

const SITE_SUFFIX = / \| Rooted Ventures$/;

/**
 * Everything the search overlay can find: the home sections, then every page of the route table
 * except home, at its canonical path (docs/decisions/0015), so no result can lead to a 404.
 */
export const searchIndex: readonly SearchEntry[] = [
  ...SECTIONS,
  ...pages
    .filter((page) => page.path !== '/')
    .map((page): SearchEntry => {
      const programme = programmes.find((p) => `/${p.slug}` === page.path);
      return {
        id: `page${page.path.replace(/\//g, '-')}`,
        title: programme?.title ?? page.title.replace(SITE_SUFFIX, ''),
        type: 'Page',
        href: page.path,
        description: programme?.summary ?? page.description,
        keywords: [...(programme?.keywords ?? PAGE_KEYWORDS[page.path] ?? [])],
      };
    }),
];

/**
 * One entry per venture of the content, found by its name (and by the words of its tagline), leading
 * to the venture cards on the home page. Built from the content the page holds rather than into the
 * index above, because an owner adds and renames ventures with a publish, which builds no new
 * JavaScript.
 */
export function ventureEntries(ventures: readonly Venture[]): SearchEntry[] {
  return ventures.map((venture) => ({
    id: `venture-${venture.id}`,
    title: venture.name,
    type: 'Section',
    href: '#ventures',
    description: venture.tagline,
    keywords: [venture.tagline],
  }));
}
