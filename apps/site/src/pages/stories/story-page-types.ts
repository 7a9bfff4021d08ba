import type { Story } from '@rooted/site-content/defaults';
import type { HeadInput } from '../../lib/head/head';

/** A story's cover: an uploaded picture with its sources, size and alt text. */
export type StoryCover = NonNullable<Story['cover']>;

/** A story as its card shows it: in lists, on tag pages and on the home page. */
export interface StoryCard {
  path: string;
  title: string;
  summary: string;
  author: string;
  /** The publication instant, as written in the content (with its zone). */
  publishedAt: string;
  tags: readonly string[];
  readingMinutes: number;
  cover?: StoryCover;
}

/**
 * What a story is about, as the page links it: a programme's page, or a venture's list of stories
 * (`venture` is its id) with the venture's own website beside it.
 */
export type StoryRelated =
  { name: string; path: string } | { name: string; path: string; venture: string; website?: string | undefined };

/** A story's own page: its card's facts, the body as sanitised HTML and what it is about. */
export interface StoryArticle extends StoryCard {
  bodyHtml: string;
  updatedAt?: string;
  related?: StoryRelated;
}

/** A page of a story list: all stories (/stories, /stories/page/2…) or one tag's. */
export interface StoryListing {
  stories: readonly StoryCard[];
  /** 1-based. */
  page: number;
  pages: number;
  /** The path of page n of this listing. */
  pathOf: (page: number) => string;
  tag?: string;
  /** The venture the listed stories are about, for /stories/venture/<id>. */
  venture?: { id: string; name: string };
  /** The line under the heading, from the content's stories section. */
  intro: string;
}

/**
 * The sharing picture made for a story without a cover (where pages are rendered, never in a
 * browser): the address it is served at and every text it shows.
 */
export interface StoryShareCard {
  /** `/stories/<slug>/card-<key>.png`, the key a hash of the fields below (see story-paths.ts). */
  path: string;
  title: string;
  /** "By Ana Torres · 14 October 2026". */
  byline: string;
  site: string;
  tagline: string;
}

/** One story page to render: its path, its head and what it shows. */
export type StoryPage =
  | { kind: 'story'; path: string; head: HeadInput; story: StoryArticle; card?: StoryShareCard }
  | { kind: 'listing'; path: string; head: HeadInput; listing: StoryListing };
