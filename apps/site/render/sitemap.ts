import type { StoryPage } from '../src/pages/stories/story-page-types';

/**
 * The stories' own sitemap, beside sitemap.xml (which lists the route table's pages and is written
 * once by the build): the story pages change with every publish, so their sitemap is written with
 * them. robots.txt names both.
 */
export const STORY_SITEMAP = 'sitemap-stories.xml';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The day part of an instant with its zone, in UTC: what a sitemap's `lastmod` takes. */
const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** Every story page with the day it last changed: a story's own, or for a list its newest story's. */
export function storySitemapXml(siteUrl: string, storyPages: readonly StoryPage[]): string {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const urls = storyPages.map((page) => {
    if (page.kind === 'story') return url(page.path, dayOf(page.story.updatedAt ?? page.story.publishedAt));
    const newest = page.listing.stories[0];
    return url(page.path, newest ? dayOf(newest.publishedAt) : undefined);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
