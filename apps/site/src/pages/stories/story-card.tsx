import type { StoryCard as StoryCardData } from './story-page-types';
import { storyDay } from './story-date';
import { StoryCover } from './story-cover';

/** A story in a list: its cover if it has one, date, title (the link), summary and reading time. */
export function StoryCard({ story, headingLevel = 2 }: { story: StoryCardData; headingLevel?: 2 | 3 }) {
  const day = storyDay(story.publishedAt);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col overflow-hidden rounded-card bg-card ring-1 ring-line">
      {story.cover ? (
        <StoryCover cover={story.cover} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-ink-muted">
          <time dateTime={day.iso}>{day.label}</time> · {story.readingMinutes} min read
        </p>
        <Heading className="mt-2 font-display text-xl font-semibold leading-snug text-heading">
          <a href={story.path} className="underline-offset-2 hover:text-link hover:underline">
            {story.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink">{story.summary}</p>
        <p className="mt-4 text-sm text-ink-muted">By {story.author}</p>
      </div>
    </article>
  );
}
