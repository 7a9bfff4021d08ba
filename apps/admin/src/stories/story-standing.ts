import { isPublicStory, type StoryStatus } from '@rooted/site-content';
import { readableMoment } from './local-time';

/** The parts of a story its standing depends on, as they are in a draft (possibly half typed). */
export interface StoryLike {
  title?: unknown;
  slug?: unknown;
  status?: unknown;
  publishedAt?: unknown;
}

/** Where a story stands for visitors, in the owner's words: what the list and the editor say. */
export interface StoryStanding {
  label: 'Draft' | 'Scheduled' | 'Published';
  /** One sentence: who sees it, and from when. */
  detail: string;
}

/**
 * A story's standing at `now`, by the one rule the pages use (`isPublicStory`): a draft is seen by
 * no visitor; a story whose date is ahead (scheduled, or published with a later date) goes live at
 * its date; the rest are live.
 */
export function storyStanding(story: StoryLike, now: Date): StoryStanding {
  const status = story.status as StoryStatus;
  const at = typeof story.publishedAt === 'string' ? story.publishedAt : '';
  if (status === 'draft') return { label: 'Draft', detail: 'No visitor sees it; only you, here.' };
  if (isPublicStory({ status, publishedAt: at }, now))
    return { label: 'Published', detail: `Public, dated ${readableMoment(at)}.` };
  if (Number.isNaN(Date.parse(at)))
    return { label: 'Scheduled', detail: 'Goes public at its date and time: enter them.' };
  return { label: 'Scheduled', detail: `Goes public by itself on ${readableMoment(at)}.` };
}

/** The stories of a draft, newest date first, each with its place in the content (for paths). */
export function storiesByDate<T extends StoryLike>(stories: readonly T[]): { story: T; index: number }[] {
  const time = (story: T) => (typeof story.publishedAt === 'string' ? Date.parse(story.publishedAt) : Number.NaN);
  return stories
    .map((story, index) => ({ story, index }))
    .sort((a, b) => (time(b.story) || 0) - (time(a.story) || 0) || a.index - b.index);
}
