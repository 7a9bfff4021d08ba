import { filterSearchEntries } from '@rooted/ui/search';
import { describe, expect, it } from 'vitest';
import { aliases } from '../../routes/aliases';
import { pages } from '../../routes/route-table';
import { defaultSiteContent } from '@rooted/site-content';
import { searchIndex, ventureEntries } from './search-index';

const HOME_ANCHORS = ['#home', '#about', '#ventures', '#community', '#join', '#contact'];

describe('searchIndex', () => {
  it('resolves every entry to a route of the route table or a home anchor', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const entry of searchIndex) {
      if (entry.type === 'Section') expect(HOME_ANCHORS).toContain(entry.href);
      else expect(paths.has(entry.href), entry.href).toBe(true);
      expect(Object.keys(aliases)).not.toContain(entry.href);
    }
  });

  it('lists the six home sections and every page but home, each once', () => {
    expect(searchIndex.filter((e) => e.type === 'Section').map((e) => e.href)).toEqual(HOME_ANCHORS);
    expect(
      searchIndex
        .filter((e) => e.type === 'Page')
        .map((e) => e.href)
        .sort(),
    ).toEqual(
      pages
        .map((p) => p.path)
        .filter((p) => p !== '/')
        .sort(),
    );
    expect(new Set(searchIndex.map((e) => e.id)).size).toBe(searchIndex.length);
  });

  it('lists every page at its canonical path', () => {
    const hrefs = searchIndex.map((e) => e.href);
    for (const path of [
      '/social-impact-tech',
      '/sustainable-business',
      '/docs',
      '/women-entrepreneurs',
      '/startup-mentorship',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('finds sections and pages by title, type and keyword', () => {
    expect(filterSearchEntries(searchIndex, 'apply')[0]?.href).toBe('#join');
    expect(filterSearchEntries(searchIndex, 'DOCUMENTATION')[0]?.href).toBe('/docs');
    expect(filterSearchEntries(searchIndex, 'section')).toHaveLength(6);
    expect(filterSearchEntries(searchIndex, 'page').length).toBe(pages.length - 1);
  });

  it('finds each venture of the content by its name and its tagline, leading to the venture cards', () => {
    const ventures = [
      ...defaultSiteContent.ventures,
      {
        ...defaultSiteContent.ventures[0]!,
        id: 'tidewater',
        name: 'Tidewater Bakery',
        tagline: 'Sourdough baked at dawn.',
      },
    ];
    const entries = [...searchIndex, ...ventureEntries(ventures)];
    expect(filterSearchEntries(entries, 'greenacre').map((e) => e.title)).toEqual(['Greenacre Farm & Nursery']);
    expect(filterSearchEntries(entries, 'Tidewater')[0]).toMatchObject({
      title: 'Tidewater Bakery',
      href: '#ventures',
      description: 'Sourdough baked at dawn.',
    });
    expect(filterSearchEntries(entries, 'sourdough').map((e) => e.title)).toEqual(['Tidewater Bakery']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });
});
