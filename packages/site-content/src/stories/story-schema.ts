import { z } from 'zod';
import { imageSchema } from '../schema/image';
import { LIMITS, slug, text } from '../schema/primitives';

/**
 * Where a story stands. A draft is seen only in the owner's preview; a scheduled story goes public
 * at its publication date; a published story is public (from its publication date, if that is
 * still ahead: see `isPublicStory`).
 */
export const STORY_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** What a story can be about besides itself: one of the studio's ventures or programmes. */
export const STORY_SUBJECT_KINDS = ['venture', 'programme'] as const;

/**
 * The longest story body, in characters of Markdown: about 6,000 words, far more than any story
 * on the site, and small enough that rendering it stays quick at publish time.
 */
export const STORY_BODY_MAX = 40_000;

/** At most this many tags per story: enough to file it, few enough to show under its title. */
export const STORY_TAGS_MAX = 8;

/**
 * A moment with its time zone, as `2026-11-26T09:00:00Z` or `…+01:00`. The zone is required so a
 * scheduled story goes public at the same instant on every server, whatever the machine's zone.
 */
const instant = () =>
  z.iso.datetime({ offset: true, message: 'Expected a date and time such as 2026-11-26T09:00:00Z' });

/** Tags are slugs (`first-harvest`), because each one names a page: /stories/tag/<tag>. */
const tagList = z
  .array(slug())
  .max(STORY_TAGS_MAX)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      if (seen.has(tag)) ctx.addIssue({ code: 'custom', path: [index], message: `Tag "${tag}" is listed twice` });
      seen.add(tag);
    });
  });

/**
 * One story: an article the owner writes, with a page of its own at /stories/<slug>. The body is
 * Markdown, kept as the owner wrote it; the site turns it into sanitised HTML when it renders the
 * pages, never in a visitor's browser.
 */
export const storySchema = z.strictObject({
  title: text(120),
  /** The story's address: /stories/<slug>. Unique among the stories. */
  slug: slug(),
  /** One or two sentences for the list, the home page, feeds and search results. */
  summary: text(300),
  /** Optional: without it the story's cards show no picture and sharing uses the site's own. */
  cover: imageSchema('story').optional(),
  author: text(LIMITS.shortText),
  tags: tagList,
  /** The venture (by its id) or programme (by its slug) the story is about, if any. */
  related: z.strictObject({ kind: z.enum(STORY_SUBJECT_KINDS), id: slug() }).optional(),
  publishedAt: instant(),
  /** When the story last changed after its publication; feeds and the sitemap report it. */
  updatedAt: instant().optional(),
  status: z.enum(STORY_STATUSES),
  body: z.string().trim().min(1).max(STORY_BODY_MAX).meta({ 'x-format': 'markdown' }),
});

/** Every slug names one page, so two stories may not share one. */
export const storyListSchema = z
  .array(storySchema)
  .max(500)
  .superRefine((stories, ctx) => {
    const seen = new Set<string>();
    stories.forEach((story, index) => {
      if (seen.has(story.slug))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `Another story already uses the address "${story.slug}"`,
        });
      seen.add(story.slug);
    });
  });

/** One story, as validated. */
export type Story = z.infer<typeof storySchema>;
/** A story's status: 'draft', 'scheduled' or 'published'. */
export type StoryStatus = (typeof STORY_STATUSES)[number];
