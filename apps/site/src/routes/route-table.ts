import { programmes } from '../content/programmes';

/**
 * Every canonical page of the site, in one list: the router, the prerenderer,
 * the sitemap, the server and the tests all read it, so a page cannot exist in
 * one place and be missing from another.
 */
export interface PageEntry {
  path: string;
  title: string;
  description: string;
  kind: 'home' | 'legal' | 'docs' | 'programme';
}

const SITE = 'Rooted Ventures';

export const pages: readonly PageEntry[] = [
  {
    path: '/',
    title: `${SITE} | People Over Profit`,
    description:
      'Rooted Ventures is a purpose-driven venture studio and entrepreneur community building businesses that put people over profit.',
    kind: 'home',
  },
  {
    path: '/privacy',
    title: `Privacy Policy | ${SITE}`,
    description: 'How Rooted Ventures collects, uses and protects your personal data, and the rights you have under the GDPR.',
    kind: 'legal',
  },
  {
    path: '/terms',
    title: `Terms of Service | ${SITE}`,
    description: 'The terms that apply when you use the Rooted Ventures website and its forms.',
    kind: 'legal',
  },
  {
    path: '/cookies',
    title: `Cookie and Storage Policy | ${SITE}`,
    description: 'What the Rooted Ventures website keeps in your browser, why, and for how long.',
    kind: 'legal',
  },
  {
    path: '/docs',
    title: `Website Documentation | ${SITE}`,
    description: 'How site owners edit content, manage ventures, handle images and leads, and run the launch checks.',
    kind: 'docs',
  },
  ...programmes.map(
    (programme): PageEntry => ({
      path: `/${programme.slug}`,
      title: `${programme.title} | ${SITE}`,
      description: programme.summary,
      kind: 'programme',
    }),
  ),
];

/** Old and alternative paths and where they now live (decision D1). */
export const aliases: Readonly<Record<string, string>> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/documentation': '/docs',
  '/social-impact-technology': '/social-impact-tech',
  '/sustainable-business-incubator': '/sustainable-business',
};

/** Meta for the 404 page, which is prerendered too. */
export const notFoundPage = {
  title: `Page not found | ${SITE}`,
  description: 'The page you were looking for could not be found.',
} as const;

/** Strips a trailing slash so '/privacy/' and '/privacy' are one page. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function findPage(path: string): PageEntry | undefined {
  const normalized = normalizePath(path);
  return pages.find((page) => page.path === normalized);
}
