import type { StoryListing as StoryListingData } from './story-page-types';
import { StoryCard } from './story-card';
import { tagLabel } from './story-paths';
import { StoryTrail } from './story-trail';

/** A list of stories (all of them, one tag's or one venture's), newest first, a page at a time. */
export function StoryListing({
  listing,
  trail,
}: {
  listing: StoryListingData;
  trail: readonly { name: string; path: string }[];
}) {
  const about = listing.venture?.name ?? (listing.tag ? tagLabel(listing.tag) : undefined);
  const title = about ? `Stories about ${about}` : 'Stories';
  return (
    <section aria-labelledby="stories-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6 sm:pb-24 sm:pt-14">
        <StoryTrail trail={trail} />
        <h1 id="stories-title" className="mt-8 font-display text-4xl font-semibold text-heading sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">
          {listing.intro}
          {listing.pages > 1 ? ` Page ${listing.page} of ${listing.pages}.` : ''}
        </p>
        {listing.stories.length ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.stories.map((story) => (
              <StoryCard key={story.path} story={story} />
            ))}
          </div>
        ) : (
          <p className="mt-10 text-lg text-ink">No stories yet. The first one is on its way.</p>
        )}
        {listing.pages > 1 ? (
          <nav aria-label="Pages of stories" className="mt-12 flex items-center justify-between gap-4">
            {listing.page > 1 ? (
              <a
                href={listing.pathOf(listing.page - 1)}
                rel="prev"
                className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-2"
              >
                Newer stories
              </a>
            ) : (
              <span />
            )}
            {listing.page < listing.pages ? (
              <a
                href={listing.pathOf(listing.page + 1)}
                rel="next"
                className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-2"
              >
                Older stories
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
