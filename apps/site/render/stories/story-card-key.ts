import { createHash } from 'node:crypto';
import type { StoryShareCard } from '../../src/pages/stories/story-page-types';
import { storyCardPath } from '../../src/pages/stories/story-paths';

/** The size of a story's sharing picture: the shape Open Graph and Twitter's large card show. */
export const STORY_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Changed whenever the picture's look changes (layout, colours, fonts), so every story gets a new
 * address and previews cached with the old look are not reused.
 */
export const STORY_CARD_DESIGN = 'v1';

/**
 * A story's sharing card: what it shows and the address it is served at. The address names a hash
 * of the design and of every text on the picture, so it changes exactly when the picture would
 * (a new title, author, date, site name or tagline), and the file at an address never changes.
 */
export function storyShareCard(slug: string, shows: Omit<StoryShareCard, 'path'>): StoryShareCard {
  const { title, byline, site, tagline } = shows;
  const key = createHash('sha256')
    .update(JSON.stringify([STORY_CARD_DESIGN, title, byline, site, tagline]))
    .digest('hex')
    .slice(0, 16);
  return { path: storyCardPath(slug, key), title, byline, site, tagline };
}
