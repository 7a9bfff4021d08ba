import { docsTabs } from '../copy/docs/docs-tabs';
import { programmeIndex as programmes } from '../copy/programme-index';
import { pageList, type ListedPage } from './page-list';

/**
 * A canonical page with its head: the pages of `pageList` (page-list.ts, the one list the router
 * reads too) with the title, description and keywords that the prerender, the sitemap, the search
 * index and the server use.
 */
export interface PageEntry {
  path: string;
  title: string;
  description: string;
  /** For the keywords meta tag; a few phrases people would search for. */
  keywords: readonly string[];
  kind: ListedPage['kind'];
  /** The trail from home to this page, for the visible breadcrumb's BreadcrumbList JSON-LD. */
  breadcrumbs?: readonly { name: string; path: string }[];
}

/**
 * A prerendered path that is not a page of its own (e.g. /docs/technical): it
 * has its own head but names the canonical page it duplicates.
 */
export interface AliasPageEntry extends Omit<PageEntry, 'breadcrumbs'> {
  canonicalPath: string;
}

const SITE = 'Rooted Ventures';

/** The head of a page that is not a programme page; a programme page's comes from its copy. */
type PageHead = Pick<PageEntry, 'title' | 'description' | 'keywords'>;

/** Keyed by path, so a page in the list without a head here does not compile. */
const heads: Record<Exclude<ListedPage, { kind: 'programme' }>['path'], PageHead> = {
  '/': {
    title: `${SITE} | People Over Profit`,
    description:
      'Rooted Ventures is a purpose-driven venture studio and entrepreneur community building businesses that put people over profit.',
    keywords: [
      'venture studio',
      'purpose-driven business',
      'entrepreneur community',
      'people over profit',
      'social enterprise',
    ],
  },
  '/privacy': {
    title: `Privacy Policy | ${SITE}`,
    description:
      'How Rooted Ventures collects, uses and protects your personal data, and the rights you have under the GDPR.',
    keywords: ['privacy policy', 'GDPR', 'data protection', 'personal data'],
  },
  '/terms': {
    title: `Terms of Service | ${SITE}`,
    description: 'The terms that apply when you use the Rooted Ventures website and its forms.',
    keywords: ['terms of service', 'terms of use', 'website terms'],
  },
  '/cookies': {
    title: `Cookie and Storage Policy | ${SITE}`,
    description:
      'What the Rooted Ventures website keeps in your browser, why, and for how long. We set no tracking cookies.',
    keywords: ['cookie policy', 'local storage', 'no tracking cookies', 'ePrivacy'],
  },
  '/docs': {
    title: `Website Documentation | ${SITE}`,
    description: 'How site owners edit content, manage ventures, handle images and leads, and run the launch checks.',
    keywords: ['website documentation', 'content editing', 'Omnisend lead capture', 'launch readiness'],
  },
};

function programmeEntry(slug: string): PageEntry {
  const programme = programmes.find((candidate) => candidate.slug === slug);
  // programme-index.ts describes exactly the slugs of programme-slugs.ts (its test checks both).
  if (!programme) throw new Error(`no programme copy for /${slug}`);
  return {
    path: `/${programme.slug}`,
    title: `${programme.title} | ${SITE}`,
    description: programme.summary,
    keywords: programme.keywords,
    kind: 'programme',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: programme.title, path: `/${programme.slug}` },
    ],
  };
}

/** The pages of `pageList` (page-list.ts), in its order, each with its head. */
export const pages: readonly PageEntry[] = pageList.map((page) =>
  page.kind === 'programme' ? programmeEntry(page.slug) : { path: page.path, kind: page.kind, ...heads[page.path] },
);

const docsPage = pages.find((page) => page.path === '/docs')!;

/**
 * /docs/<tab> for every documentation tab: prerendered so deep links work on any
 * host, each a duplicate of /docs with another tab open, hence canonical /docs
 * (docs/decisions/0005-docs-tabs.md). Not listed in the sitemap.
 */
export const docsTabPages: readonly AliasPageEntry[] = docsTabs.map((tab) => ({
  ...docsPage,
  path: `/docs/${tab.id}`,
  title: `${tab.label} · Website Documentation | ${SITE}`,
  canonicalPath: '/docs',
}));

/** Meta for the 404 page, which is prerendered too. */
export const notFoundPage = {
  title: `Page not found | ${SITE}`,
  description: 'The page you were looking for could not be found.',
  keywords: [] as readonly string[],
} as const;

/** The file the prerenderer writes a route to, under dist/client: '/' → index.html, '/docs' → docs/index.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Strips a trailing slash so '/privacy/' and '/privacy' are one page. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The canonical page at `path`, trailing slash or not. */
export function findPage(path: string): PageEntry | undefined {
  const normalized = normalizePath(path);
  return pages.find((page) => page.path === normalized);
}

/** The head of any prerendered path: a canonical page or a /docs/<tab> duplicate. */
export function findHeadEntry(path: string): PageEntry | AliasPageEntry | undefined {
  const normalized = normalizePath(path);
  return findPage(normalized) ?? docsTabPages.find((page) => page.path === normalized);
}
