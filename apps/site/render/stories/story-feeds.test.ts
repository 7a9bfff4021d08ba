import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { defaultSiteContent, defaultStories, type Story } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { atomFeed, FEED_SIZE, rssFeed } from './story-feeds';
import { buildStoryPages } from './story-pages';

const now = new Date('2026-11-26T12:00:00Z');
const site = { siteUrl: 'https://rooted.example', name: 'Rooted Ventures', description: 'News from the studio.' };
const articlesOf = (stories: Story[]) =>
  buildStoryPages({ ...defaultSiteContent, stories }, now).flatMap((page) =>
    page.kind === 'story' ? [page.story] : [],
  );

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
});
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed feed's shape is what the test checks
};

describe('the RSS 2.0 feed', () => {
  it('has the channel and item elements RSS 2.0 requires, newest story first', () => {
    const rss = parse(rssFeed(site, articlesOf(defaultStories))).rss;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe('Rooted Ventures: Stories');
    expect(channel.link).toEqual(['https://rooted.example/stories']);
    expect(channel.description).toBe('News from the studio.');
    expect(channel['atom:link']).toMatchObject({ '@rel': 'self', '@href': 'https://rooted.example/stories/rss.xml' });
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(
      defaultStories.map((story) => story.title),
    );
    const first = channel.item[0];
    expect(first.link).toEqual([`https://rooted.example/stories/${defaultStories[0]!.slug}`]);
    expect(first.guid).toMatchObject({
      '#text': `https://rooted.example/stories/${defaultStories[0]!.slug}`,
      '@isPermaLink': 'true',
    });
    expect(first.pubDate).toBe('Wed, 14 Oct 2026 09:00:00 GMT');
    expect(first.description).toBe(defaultStories[0]!.summary);
    expect(first.category).toEqual(['ventures', 'farming', 'open books']);
  });

  it('keeps a hostile title as text, and carries at most the newest FEED_SIZE stories', () => {
    const hostile = { ...defaultStories[0]!, title: 'Fish & chips </title><script>alert(1)</script>' };
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, index) => ({
      ...defaultStories[1]!,
      slug: `story-${index}`,
    }));
    const channel = parse(rssFeed(site, articlesOf([hostile, ...many]))).rss.channel;
    expect(channel.item).toHaveLength(FEED_SIZE);
    expect(channel.item.some((item: { title: string }) => item.title === hostile.title)).toBe(true);
  });
});

describe('the Atom feed', () => {
  it('has the feed and entry elements Atom requires: id, title, updated, author, links', () => {
    const feed = parse(atomFeed(site, articlesOf(defaultStories))).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://rooted.example/stories');
    expect(feed.title).toBe('Rooted Ventures: Stories');
    expect(feed.updated).toBe('2026-10-14T09:00:00Z');
    expect(feed.author.name).toBe('Rooted Ventures');
    expect(feed.link.map((link: { '@rel': string }) => link['@rel'])).toEqual(['alternate', 'self']);
    const report = feed.entry.find((entry: { title: string }) => entry.title === defaultStories[2]!.title);
    expect(report).toMatchObject({
      id: 'https://rooted.example/stories/impact-report-2025',
      published: '2026-03-18T10:00:00Z',
      updated: '2026-03-25T16:00:00Z',
      author: { name: 'Priya Shah' },
      summary: defaultStories[2]!.summary,
    });
    expect(report.link[0]).toMatchObject({
      '@rel': 'alternate',
      '@href': 'https://rooted.example/stories/impact-report-2025',
    });
    expect(report.category.map((category: { '@term': string }) => category['@term'])).toEqual([
      'impact-report',
      'open-books',
    ]);
  });

  it('is valid with no story yet, dated by a fixed moment', () => {
    const feed = parse(atomFeed(site, [])).feed;
    expect(feed.updated).toBe('2026-01-01T00:00:00Z');
    expect(feed.entry).toBeUndefined();
  });
});
