import { defaultSiteContent, defaultStories } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { storySitemapXml } from './sitemap';
import { buildStoryPages } from './stories/story-pages';

describe('storySitemapXml', () => {
  const storyPages = buildStoryPages(
    { ...defaultSiteContent, stories: defaultStories },
    new Date('2026-11-26T12:00:00Z'),
  );
  const xml = storySitemapXml('https://rooted.example', storyPages);

  it('lists each story page with the day it last changed', () => {
    expect(xml).toContain(
      '<url><loc>https://rooted.example/stories/impact-report-2025</loc><lastmod>2026-03-25</lastmod></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://rooted.example/stories/greenacre-first-harvest</loc><lastmod>2026-10-14</lastmod></url>',
    );
  });

  it('dates a list by its newest story, and lists nothing else', () => {
    expect(xml).toContain('<url><loc>https://rooted.example/stories</loc><lastmod>2026-10-14</lastmod></url>');
    expect(xml).toContain(
      '<url><loc>https://rooted.example/stories/tag/open-books</loc><lastmod>2026-10-14</lastmod></url>',
    );
    expect([...xml.matchAll(/<loc>/g)]).toHaveLength(storyPages.length);
  });
});
