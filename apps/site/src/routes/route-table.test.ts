import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { programmes } from '../copy/programmes';
import { aliases } from './aliases';
import { findPage, normalizePath, pages } from './route-table';
import { routes } from './routes';

const SPEC_LANDING_PAGES = [
  '/sustainable-business',
  '/startup-mentorship',
  '/impact-investment',
  '/social-innovation-workshops',
  '/peer-mentoring',
  '/women-entrepreneurs',
  '/local-entrepreneurs',
  '/regional-investing',
  '/social-impact-tech',
  '/coworking-spaces',
];

/** The leaf route a path resolves to in the data router. */
function leaf(path: string) {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('route table', () => {
  it('lists every route plus /cookies, each once', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(['/', '/privacy', '/terms', '/cookies', '/docs', ...SPEC_LANDING_PAGES]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(programmes).toHaveLength(10);
  });

  it('gives every page its own title and description', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeGreaterThan(40);
  });

  it('matches every page to a real route, not the catch-all', () => {
    for (const page of pages) {
      const route = leaf(page.path);
      expect(route, page.path).toBeDefined();
      expect(route?.path, page.path).not.toBe('*');
    }
  });

  it('sends unknown paths to the catch-all 404 route', () => {
    expect(leaf('/no-such-page')?.path).toBe('*');
    expect(leaf('/privacy/extra')?.path).toBe('*');
  });

  it('redirects the old alias paths to canonical pages', () => {
    expect(aliases).toEqual({
      '/privacy-policy': '/privacy',
      '/terms-of-service': '/terms',
      '/documentation': '/docs',
      '/social-impact-technology': '/social-impact-tech',
      '/sustainable-business-incubator': '/sustainable-business',
    });
    for (const [from, to] of Object.entries(aliases)) {
      expect(findPage(to), to).toBeDefined();
      expect(leaf(from)?.path).toBe(from.slice(1));
    }
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePath('/privacy/')).toBe('/privacy');
    expect(normalizePath('/')).toBe('/');
    expect(findPage('/terms/')?.path).toBe('/terms');
    expect(findPage('/nope')).toBeUndefined();
  });
});

describe('docs tab deep links', () => {
  it('prerenders /docs/<tab> for every tab with /docs as the canonical page', async () => {
    const { docsTabPages, findHeadEntry } = await import('./route-table');
    expect(docsTabPages.map((p) => p.path)).toEqual([
      '/docs/overview',
      '/docs/content-editing',
      '/docs/managing-ventures',
      '/docs/images-and-media',
      '/docs/forms-and-email',
      '/docs/technical',
    ]);
    for (const page of docsTabPages) {
      expect(page.canonicalPath).toBe('/docs');
      expect(leaf(page.path)?.path, page.path).toBe('docs/:tab');
    }
    expect(findHeadEntry('/docs/technical')?.title).toBe('Technical · Website Documentation | Rooted Ventures');
    expect(findHeadEntry('/docs/technical/')?.path).toBe('/docs/technical');
    expect(findHeadEntry('/docs/nope')).toBeUndefined();
    expect(pages.map((p) => p.path)).not.toContain('/docs/technical');
  });

  it('gives every page keywords and every landing page a breadcrumb trail from home', () => {
    for (const page of pages) expect(page.keywords.length, page.path).toBeGreaterThan(0);
    for (const page of pages.filter((p) => p.kind === 'programme')) {
      expect(page.breadcrumbs?.map((c) => c.path)).toEqual(['/', page.path]);
    }
  });
});
