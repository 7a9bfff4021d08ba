/** A tag's words for people: `open-books` → `open books`. */
export const tagLabel = (tag: string) => tag.replace(/-/g, ' ');

/** The path of a tag's page. */
export const tagPath = (tag: string) => `/stories/tag/${tag}`;

/** The path of a story's page. */
export const storyPath = (story: { slug: string }) => `/stories/${story.slug}`;

/** The path of the stories about one venture (by its id). */
export const ventureStoriesPath = (ventureId: string) => `/stories/venture/${ventureId}`;

/**
 * The path of a story's generated sharing picture, beside its page. `key` is a hash of everything
 * the picture shows, so a new title is a new address and link previews cached under the old one
 * are not reused; the file at one address never changes, so it may be cached for good.
 */
export const storyCardPath = (slug: string, key: string) => `/stories/${slug}/card-${key}.png`;

/** Matches a path made by {@link storyCardPath}. */
export const STORY_CARD_PATH = /^\/stories\/[a-z0-9-]+\/card-[0-9a-f]{16}\.png$/;
