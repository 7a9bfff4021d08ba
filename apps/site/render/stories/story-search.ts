import type { SearchEntry } from '@rooted/ui/search';
import type { StoryCard } from '../../src/pages/stories/story-page-types';
import { tagLabel } from '../../src/pages/stories/story-paths';

/** The search entries of the public stories, listed among the pages: found by title and by tags. */
export function storySearchEntries(stories: readonly StoryCard[]): SearchEntry[] {
  return stories.map((story) => ({
    id: `story${story.path.replace(/\//g, '-')}`,
    title: story.title,
    type: 'Page',
    href: story.path,
    description: story.summary,
    keywords: story.tags.map(tagLabel),
  }));
}
