import { publicStories, readingMinutes, type SiteContent, type Story } from '@rooted/site-content';
import { programmeIndex } from '../../src/copy/programme-index';
import type { HeadInput } from '../../src/lib/head/head';
import { storyDay } from '../../src/pages/stories/story-date';
import type { StoryArticle, StoryCard, StoryListing, StoryPage } from '../../src/pages/stories/story-page-types';
import { storyPath, tagLabel, tagPath, ventureStoriesPath } from '../../src/pages/stories/story-paths';
import { STORY_CARD_SIZE, storyShareCard } from './story-card-key';
import { renderStoryMarkdown } from './story-markdown';

/** Stories on one page of a list: three rows of three on a wide screen. */
export const STORIES_PER_PAGE = 9;

/** The feeds every story page names in its head. */
export const STORY_FEEDS = [
  { type: 'application/rss+xml', title: 'Stories (RSS)', path: '/stories/rss.xml' },
  { type: 'application/atom+xml', title: 'Stories (Atom)', path: '/stories/atom.xml' },
] as const;

const DEFAULT_INTRO = 'News from the studio and its ventures, written by the people who were there.';

function cardOf(story: Story): StoryCard {
  return {
    path: storyPath(story),
    title: story.title,
    summary: story.summary,
    author: story.author,
    publishedAt: story.publishedAt,
    tags: story.tags,
    readingMinutes: readingMinutes(story.body),
    ...(story.cover ? { cover: story.cover } : {}),
  };
}

/**
 * What a story is about, as a link. A venture's goes to its list of stories, which exists because
 * this public story names it (see `buildVentureStoryPages`): a reader of one story about a venture
 * most likely wants the others, and the venture's own site stays one link further. A programme's
 * goes to its page. Nothing when the story names neither.
 */
function relatedOf(story: Story, content: SiteContent): StoryArticle['related'] {
  if (!story.related) return undefined;
  if (story.related.kind === 'venture') {
    const venture = content.ventures.find((candidate) => candidate.id === story.related!.id);
    return venture
      ? { name: venture.name, path: ventureStoriesPath(venture.id), venture: venture.id, website: venture.website }
      : undefined;
  }
  const programme = programmeIndex.find((candidate) => candidate.slug === story.related!.id);
  return programme ? { name: programme.title, path: `/${programme.slug}` } : undefined;
}

/** Splits `stories` into pages of a listing: page 1 at `basePath`, page n at `basePath/page/n`. */
function listingPages(
  stories: readonly StoryCard[],
  basePath: string,
  head: (page: number, pages: number) => Omit<HeadInput, 'path'>,
  intro: string,
  about: Pick<StoryListing, 'tag' | 'venture'> = {},
): StoryPage[] {
  const pages = Math.max(1, Math.ceil(stories.length / STORIES_PER_PAGE));
  const pathOf = (page: number) => (page === 1 ? basePath : `${basePath}/page/${page}`);
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    return {
      kind: 'listing',
      path: pathOf(page),
      head: { path: pathOf(page), ...head(page, pages) },
      listing: {
        stories: stories.slice(index * STORIES_PER_PAGE, page * STORIES_PER_PAGE),
        page,
        pages,
        pathOf,
        intro,
        ...about,
      },
    };
  });
}

/**
 * Every story page the content has at `now`: the list of all stories (paged), one list per tag and
 * one page per story, each with its head. Only public stories (`isPublicStory`) appear anywhere: a
 * draft or a story scheduled for later has no page and is in no list. The bodies are rendered from
 * Markdown here, on the server.
 */
export function buildStoryPages(content: SiteContent, now: Date): StoryPage[] {
  const site = content.company.name;
  const stories = publicStories(content.stories ?? [], now);
  const intro = content.sections.stories?.intro ?? DEFAULT_INTRO;
  const cards = stories.map(cardOf);
  const home = { name: 'Home', path: '/' };
  const all = { name: 'Stories', path: '/stories' };
  const feeds = STORY_FEEDS;

  const pages: StoryPage[] = listingPages(
    cards,
    '/stories',
    (page, count) => ({
      title: page === 1 ? `Stories | ${site}` : `Stories, page ${page} of ${count} | ${site}`,
      description: `Stories from ${site}: ${intro}`,
      keywords: ['stories', 'news', 'impact report', 'venture studio'],
      breadcrumbs: page === 1 ? [home, all] : [home, all, { name: `Page ${page}`, path: `/stories/page/${page}` }],
      feeds,
    }),
    intro,
  );

  const tags = [...new Set(stories.flatMap((story) => story.tags))].sort();
  for (const tag of tags) {
    const tagged = cards.filter((card) => card.tags.includes(tag));
    const label = tagLabel(tag);
    pages.push(
      ...listingPages(
        tagged,
        tagPath(tag),
        (page, count) => ({
          title: `Stories about ${label}${page > 1 ? `, page ${page} of ${count}` : ''} | ${site}`,
          description: `Stories from ${site} about ${label}.`,
          keywords: [label, 'stories'],
          breadcrumbs: [home, all, { name: label, path: tagPath(tag) }],
          feeds,
        }),
        intro,
        { tag },
      ),
    );
  }

  for (const story of stories) {
    const path = storyPath(story);
    const related = relatedOf(story, content);
    // A story with a cover is shared with it; any other gets a picture made from its title.
    const byline = `By ${story.author} · ${storyDay(story.publishedAt).label}`;
    const card = story.cover
      ? undefined
      : storyShareCard(story.slug, { title: story.title, byline, site, tagline: content.company.tagline });
    const image = story.cover
      ? { src: story.cover.src, width: story.cover.width, height: story.cover.height, alt: story.cover.alt }
      : { src: card!.path, ...STORY_CARD_SIZE, alt: `${story.title}, a story by ${story.author} from ${site}` };
    const article: StoryArticle = {
      ...cardOf(story),
      bodyHtml: renderStoryMarkdown(story.body),
      ...(story.updatedAt ? { updatedAt: story.updatedAt } : {}),
      ...(related ? { related } : {}),
    };
    pages.push({
      kind: 'story',
      path,
      story: article,
      ...(card ? { card } : {}),
      head: {
        path,
        title: `${story.title} | ${site}`,
        description: story.summary,
        keywords: story.tags.map(tagLabel),
        breadcrumbs: [home, all, { name: story.title, path }],
        feeds,
        article: {
          headline: story.title,
          description: story.summary,
          author: story.author,
          publishedAt: story.publishedAt,
          ...(story.updatedAt ? { updatedAt: story.updatedAt } : {}),
          keywords: story.tags.map(tagLabel),
          image,
        },
      },
    });
  }
  return pages;
}

/**
 * One list per venture that public stories are about (`/stories/venture/<id>`, paged like the
 * others), for the link on the venture's card on the home page. Apart from `buildStoryPages`
 * because a venture's list follows the ventures as well as the stories: a venture removed from
 * the content has no list, and one without public stories has none either (its card has no link).
 */
export function buildVentureStoryPages(content: SiteContent, now: Date): StoryPage[] {
  const site = content.company.name;
  const stories = publicStories(content.stories ?? [], now);
  const intro = content.sections.stories?.intro ?? DEFAULT_INTRO;
  const pages: StoryPage[] = [];
  for (const venture of content.ventures) {
    const about = stories
      .filter((story) => story.related?.kind === 'venture' && story.related.id === venture.id)
      .map(cardOf);
    if (!about.length) continue;
    const path = ventureStoriesPath(venture.id);
    pages.push(
      ...listingPages(
        about,
        path,
        (page, count) => ({
          title: `Stories about ${venture.name}${page > 1 ? `, page ${page} of ${count}` : ''} | ${site}`,
          description: `Stories from ${site} about ${venture.name}.`,
          keywords: [venture.name, 'stories'],
          breadcrumbs: [
            { name: 'Home', path: '/' },
            { name: 'Stories', path: '/stories' },
            { name: venture.name, path },
          ],
          feeds: STORY_FEEDS,
        }),
        intro,
        { venture: { id: venture.id, name: venture.name } },
      ),
    );
  }
  return pages;
}

/** Venture id → the path of its stories, from the first page of each venture's list. */
export function ventureStoryLinksOf(pages: readonly StoryPage[]): Map<string, string> {
  return new Map(
    pages.flatMap((page) =>
      page.kind === 'listing' && page.listing.venture && page.listing.page === 1
        ? [[page.listing.venture.id, page.path] as const]
        : [],
    ),
  );
}
