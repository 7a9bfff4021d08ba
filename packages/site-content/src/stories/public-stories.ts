import type { Story } from './story-schema';

/**
 * True when readers may see `story` at `now`: it is not a draft and its publication date has come.
 * A scheduled story therefore appears at its time even before the server marks it published, and
 * a published story dated ahead waits for its date too, so no page, feed or sitemap built early
 * shows it. Everything public about stories goes through this one rule.
 */
export function isPublicStory(story: Pick<Story, 'status' | 'publishedAt'>, now: Date): boolean {
  if (story.status === 'draft') return false;
  const at = Date.parse(story.publishedAt);
  return Number.isFinite(at) && at <= now.getTime();
}

/** The stories readers may see at `now`, newest first (ties by title, so the order is stable). */
export function publicStories<T extends Pick<Story, 'status' | 'publishedAt' | 'title'>>(
  stories: readonly T[],
  now: Date,
): T[] {
  return stories
    .filter((story) => isPublicStory(story, now))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.title.localeCompare(b.title));
}

/** Words a reader reads in a minute, the usual figure for reading time on the web. */
const WORDS_PER_MINUTE = 220;

/**
 * Minutes a reader needs for a Markdown body, at least one. Only runs of text with a letter or a
 * digit count as words, so Markdown's own marks (`##`, `-`, `>`) add no time.
 */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
