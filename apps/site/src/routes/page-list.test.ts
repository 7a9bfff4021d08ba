import { describe, expect, it } from 'vitest';
import { aliases } from './aliases';
import { pageList } from './page-list';
import { pages } from './route-table';
import { routes } from './routes';

/** The router's own pages: every child route but the alias redirects and the catch-all 404. */
function routedPaths(): string[] {
  const aliasPaths = new Set(Object.keys(aliases).map((from) => from.slice(1)));
  return (routes[0]?.children ?? [])
    .filter((route) => route.path !== '*' && !aliasPaths.has(route.path ?? ''))
    .map((route) => (route.index ? '/' : `/${route.path}`));
}

describe('one list of pages', () => {
  it('gives the router exactly the listed pages, plus /docs/<tab> beside /docs', () => {
    const listed = pageList.flatMap((page) => (page.kind === 'docs' ? [page.path, `${page.path}/:tab`] : [page.path]));
    expect(routedPaths()).toEqual(listed);
  });

  it('gives the route table (prerender, sitemap, search, server) the same pages in the same order', () => {
    expect(pages.map((page) => [page.path, page.kind])).toEqual(pageList.map((page) => [page.path, page.kind]));
  });
});
