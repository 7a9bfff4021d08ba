import type { StoryArticle as StoryArticleData } from './story-page-types';
import { StoryCover } from './story-cover';
import { StoryRelated } from './story-related';
import { storyDay } from './story-date';
import { StoryTags } from './story-tags';
import { StoryTrail } from './story-trail';

/** A story's page: breadcrumb, title, byline, cover, body, tags and what it is about. */
export function StoryArticle({
  story,
  trail,
}: {
  story: StoryArticleData;
  trail: readonly { name: string; path: string }[];
}) {
  const published = storyDay(story.publishedAt);
  const updated = story.updatedAt ? storyDay(story.updatedAt) : undefined;
  return (
    <article aria-labelledby="story-title" className="bg-surface">
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <StoryTrail trail={trail} />
        <h1
          id="story-title"
          className="mt-8 font-display text-4xl font-semibold leading-[1.08] text-heading sm:text-5xl"
        >
          {story.title}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-ink-muted">{story.summary}</p>
        <p className="mt-6 text-sm text-ink-muted">
          By <span className="font-medium text-heading">{story.author}</span> ·{' '}
          <time dateTime={published.iso}>{published.label}</time> · {story.readingMinutes} min read
          {updated ? (
            <>
              {' '}
              · Updated <time dateTime={updated.iso}>{updated.label}</time>
            </>
          ) : null}
        </p>
      </header>
      {story.cover ? (
        <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
          <StoryCover cover={story.cover} sizes="(min-width: 56rem) 52rem, 100vw" eager />
        </div>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="text-lg leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
        <footer className="mt-12 border-t border-line pt-10">
          {story.tags.length ? <StoryTags tags={story.tags} /> : null}
          {story.related ? <StoryRelated related={story.related} /> : null}
          <p className="mt-6">
            <a href="/stories" className="font-medium text-link underline underline-offset-2">
              All stories
            </a>
          </p>
        </footer>
      </div>
    </article>
  );
}
