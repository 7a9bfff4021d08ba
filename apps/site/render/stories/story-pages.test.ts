import { defaultSiteContent, defaultStories, type SiteContent, type Story } from '@rooted/site-content';
import { describe, expect, it } from 'vitest';
import { buildStoryPages, buildVentureStoryPages, STORIES_PER_PAGE, ventureStoryLinksOf } from './story-pages';

const now = new Date('2026-11-26T12:00:00Z');
const base = defaultStories[0]!;
const story = (slug: string, overrides: Partial<Story> = {}): Story => ({
  ...base,
  slug,
  title: `Story ${slug}`,
  ...overrides,
});
const contentWith = (stories: Story[]): SiteContent => ({ ...defaultSiteContent, stories });
const pathsOf = (content: SiteContent) => buildStoryPages(content, now).map((page) => page.path);

/** Every path and every piece of text the pages show, to look for a story anywhere. */
const everything = (content: SiteContent) => JSON.stringify(buildStoryPages(content, now));

describe('buildStoryPages', () => {
  it('makes the list, a page per tag and a page per story from the default stories', () => {
    const paths = pathsOf(contentWith(defaultStories));
    expect(paths).toContain('/stories');
    for (const published of defaultStories) expect(paths).toContain(`/stories/${published.slug}`);
    expect(paths).toContain('/stories/tag/open-books');
    expect(paths.filter((path) => path === '/stories/tag/open-books')).toHaveLength(1);
  });

  it('shows a draft and a story scheduled for later nowhere: no page, no list, no tag', () => {
    const content = contentWith([
      story('out-now', { tags: ['farming'] }),
      story('secret-draft', { status: 'draft', tags: ['hidden-tag'] }),
      story('next-week', { status: 'scheduled', publishedAt: '2026-12-03T09:00:00Z', tags: ['later-tag'] }),
    ]);
    const text = everything(content);
    for (const hidden of ['secret-draft', 'next-week', 'hidden-tag', 'later-tag']) expect(text).not.toContain(hidden);
    expect(pathsOf(content)).toEqual(['/stories', '/stories/tag/farming', '/stories/out-now']);
  });

  it('shows a scheduled story once its time has come', () => {
    const content = contentWith([story('this-morning', { status: 'scheduled', publishedAt: '2026-11-26T08:00:00Z' })]);
    expect(pathsOf(content)).toContain('/stories/this-morning');
  });

  it('pages the list newest first, with links between the pages', () => {
    const stories = Array.from({ length: STORIES_PER_PAGE * 2 + 1 }, (_, index) =>
      story(`story-${index}`, {
        publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        tags: ['ventures'],
      }),
    );
    const pages = buildStoryPages(contentWith(stories), now);
    const lists = pages.flatMap((page) => (page.kind === 'listing' && !page.listing.tag ? [page] : []));
    expect(lists.map((page) => page.path)).toEqual(['/stories', '/stories/page/2', '/stories/page/3']);
    expect(lists[0]!.listing.stories[0]!.path).toBe(`/stories/story-${STORIES_PER_PAGE * 2}`);
    expect(lists[2]!.listing.stories.map((card) => card.path)).toEqual(['/stories/story-0']);
    expect(lists[1]!.listing.pathOf(3)).toBe('/stories/page/3');
    expect(lists[1]!.head.title).toBe('Stories, page 2 of 3 | Rooted Ventures');
    const tagged = pages
      .filter((page) => page.kind === 'listing' && page.listing.tag === 'ventures')
      .map((page) => page.path);
    expect(tagged).toEqual(['/stories/tag/ventures', '/stories/tag/ventures/page/2', '/stories/tag/ventures/page/3']);
  });

  it('gives each story its head: title, summary, tags, breadcrumbs, feeds and the BlogPosting facts', () => {
    const page = buildStoryPages(contentWith(defaultStories), now).find(
      (candidate) => candidate.path === `/stories/${base.slug}`,
    )!;
    expect(page.kind).toBe('story');
    expect(page.head).toMatchObject({
      title: `${base.title} | Rooted Ventures`,
      description: base.summary,
      keywords: ['ventures', 'farming', 'open books'],
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Stories', path: '/stories' },
        { name: base.title, path: `/stories/${base.slug}` },
      ],
      article: { headline: base.title, author: base.author, publishedAt: base.publishedAt },
    });
    expect(page.head.feeds?.map((feed) => feed.path)).toEqual(['/stories/rss.xml', '/stories/atom.xml']);
  });

  it('renders the body from Markdown on the server and links what the story is about', () => {
    const page = buildStoryPages(contentWith(defaultStories), now).find(
      (candidate) => candidate.path === `/stories/${base.slug}`,
    )!;
    if (page.kind !== 'story') throw new Error('expected a story page');
    expect(page.story.bodyHtml).toMatch(/<h2 class="[^"]+">What a box cost us<\/h2>/);
    // A venture's link leads to its other stories; its website comes with it, for a second link.
    expect(page.story.related).toEqual({
      name: 'Greenacre Farm & Nursery',
      path: '/stories/venture/greenacre-farm',
      venture: 'greenacre-farm',
      website: 'https://greenacre.example',
    });
    expect(buildVentureStoryPages(contentWith(defaultStories), now).map((listing) => listing.path)).toContain(
      '/stories/venture/greenacre-farm',
    );
    const mentoring = buildStoryPages(contentWith(defaultStories), now).find(
      (candidate) => candidate.path === '/stories/six-months-of-mentoring',
    )!;
    expect(mentoring.kind === 'story' && mentoring.story.related).toEqual({
      name: 'Startup Mentorship',
      path: '/startup-mentorship',
    });
  });

  it('still has the list page when there is no public story, so its address never breaks', () => {
    expect(pathsOf(contentWith([]))).toEqual(['/stories']);
    expect(pathsOf({ ...defaultSiteContent })).toEqual(['/stories']);
  });
});

describe('buildVentureStoryPages', () => {
  const venture = defaultSiteContent.ventures[0]!;
  const about = (slug: string, overrides: Partial<Story> = {}) =>
    story(slug, { related: { kind: 'venture', id: venture.id }, ...overrides });

  it('lists the public stories about each venture that has some, and links its card there', () => {
    const content = contentWith([
      about('harvest'),
      about('secret-draft', { status: 'draft' }),
      story('elsewhere', { related: { kind: 'programme', id: 'startup-mentorship' } }),
    ]);
    const pages = buildVentureStoryPages(content, now);
    expect(pages.map((page) => page.path)).toEqual([`/stories/venture/${venture.id}`]);
    const [list] = pages;
    if (list?.kind !== 'listing') throw new Error('expected a listing');
    expect(list.listing.stories.map((card) => card.path)).toEqual(['/stories/harvest']);
    expect(list.listing.venture).toEqual({ id: venture.id, name: venture.name });
    expect(list.head.title).toBe(`Stories about ${venture.name} | Rooted Ventures`);
    expect(list.head.breadcrumbs?.at(-1)).toEqual({ name: venture.name, path: `/stories/venture/${venture.id}` });
    expect(ventureStoryLinksOf(pages)).toEqual(new Map([[venture.id, `/stories/venture/${venture.id}`]]));
  });

  it('has no list (so no link) for a venture whose only stories are drafts, scheduled or about something else', () => {
    const content = contentWith([
      about('secret-draft', { status: 'draft' }),
      about('next-week', { status: 'scheduled', publishedAt: '2026-12-03T09:00:00Z' }),
      story('no-subject', { related: undefined }),
    ]);
    expect(buildVentureStoryPages(content, now)).toEqual([]);
    expect(ventureStoryLinksOf(buildStoryPages(content, now))).toEqual(new Map());
  });

  it('pages a long list like the others', () => {
    const stories = Array.from({ length: STORIES_PER_PAGE + 1 }, (_, index) =>
      about(`story-${index}`, { publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }),
    );
    const pages = buildVentureStoryPages(contentWith(stories), now);
    expect(pages.map((page) => page.path)).toEqual([
      `/stories/venture/${venture.id}`,
      `/stories/venture/${venture.id}/page/2`,
    ]);
    expect(ventureStoryLinksOf(pages).get(venture.id)).toBe(`/stories/venture/${venture.id}`);
  });
});
