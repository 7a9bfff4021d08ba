import { renderToStaticMarkup } from 'react-dom/server';
import { StoryArticle } from './story-article';
import { StoryCard } from './story-card';
import { StoryListing } from './story-listing';
import type { StoryCard as StoryCardData, StoryPage } from './story-page-types';

/**
 * The HTML of one story page's island, made while prerendering (the browser never runs this: it
 * keeps the HTML, see story-islands.ts). Static markup: nothing in it hydrates.
 */
export function renderStoryIsland(page: StoryPage): string {
  const trail = page.head.breadcrumbs ?? [];
  return renderToStaticMarkup(
    page.kind === 'story' ? (
      <StoryArticle story={page.story} trail={trail} />
    ) : (
      <StoryListing listing={page.listing} trail={trail} />
    ),
  );
}

/** The home page's latest stories: their cards, under the section's own h2. */
export function renderLatestStories(stories: readonly StoryCardData[]): string {
  return renderToStaticMarkup(
    <>
      {stories.map((story) => (
        <StoryCard key={story.path} story={story} headingLevel={3} />
      ))}
    </>,
  );
}
