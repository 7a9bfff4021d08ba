import type { StoryArticle } from '../../src/pages/stories/story-page-types';
import { absoluteUrl } from '../../src/lib/head/structured-data';
import { tagLabel } from '../../src/pages/stories/story-paths';

/** What both feeds say about the site. */
export interface FeedSite {
  siteUrl: string;
  /** The studio's name: the feeds' title. */
  name: string;
  description: string;
}

/** The newest stories a feed carries: enough for any reader that checks weekly. */
export const FEED_SIZE = 20;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** An instant in RSS's date format (RFC 822 with a four-digit year), always in GMT. */
const rssDate = (instant: string) => new Date(instant).toUTCString();
/** An instant in Atom's date format (RFC 3339), always in UTC. */
const atomDate = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

const newestChange = (stories: readonly StoryArticle[]) =>
  stories.reduce<string | undefined>((latest, story) => {
    const changed = story.updatedAt ?? story.publishedAt;
    return !latest || Date.parse(changed) > Date.parse(latest) ? changed : latest;
  }, undefined);

/**
 * /stories/rss.xml, RSS 2.0: the newest stories, newest first, each with its summary, tags as
 * categories and its page's address as a permanent guid. The channel names its own address
 * (atom:link rel="self"), which feed validators ask for.
 */
export function rssFeed(site: FeedSite, stories: readonly StoryArticle[]): string {
  const url = (path: string) => escapeXml(absoluteUrl(site.siteUrl, path));
  const shown = stories.slice(0, FEED_SIZE);
  const changed = newestChange(shown);
  const items = shown.map((story) =>
    [
      '    <item>',
      `      <title>${escapeXml(story.title)}</title>`,
      `      <link>${url(story.path)}</link>`,
      `      <guid isPermaLink="true">${url(story.path)}</guid>`,
      `      <pubDate>${rssDate(story.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(story.author)}</dc:creator>`,
      `      <description>${escapeXml(story.summary)}</description>`,
      ...story.tags.map((tag) => `      <category>${escapeXml(tagLabel(tag))}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name}: Stories`)}</title>`,
    `    <link>${url('/stories')}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${url('/stories/rss.xml')}" rel="self" type="application/rss+xml" />`,
    ...(changed ? [`    <lastBuildDate>${rssDate(changed)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * /stories/atom.xml, Atom (RFC 4287): the same stories, each with its id (its page's address),
 * title, author, dates, summary and tags. `updated` is required; a feed with no story yet gives a
 * fixed moment rather than the build's clock, so rendering unchanged content writes the same file.
 */
export function atomFeed(site: FeedSite, stories: readonly StoryArticle[]): string {
  const url = (path: string) => escapeXml(absoluteUrl(site.siteUrl, path));
  const shown = stories.slice(0, FEED_SIZE);
  const updated = atomDate(newestChange(shown) ?? '2026-01-01T00:00:00Z');
  const entries = shown.map((story) =>
    [
      '  <entry>',
      `    <id>${url(story.path)}</id>`,
      `    <title>${escapeXml(story.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(story.path)}" />`,
      `    <published>${atomDate(story.publishedAt)}</published>`,
      `    <updated>${atomDate(story.updatedAt ?? story.publishedAt)}</updated>`,
      `    <author><name>${escapeXml(story.author)}</name></author>`,
      `    <summary>${escapeXml(story.summary)}</summary>`,
      ...story.tags.map((tag) => `    <category term="${escapeXml(tag)}" label="${escapeXml(tagLabel(tag))}" />`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${url('/stories')}</id>`,
    `  <title>${escapeXml(`${site.name}: Stories`)}</title>`,
    `  <subtitle>${escapeXml(site.description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${url('/stories')}" />`,
    `  <link rel="self" type="application/atom+xml" href="${url('/stories/atom.xml')}" />`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
