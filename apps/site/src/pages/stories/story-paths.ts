/** A tag's words for people: `open-books` → `open books`. */
export const tagLabel = (tag: string) => tag.replace(/-/g, ' ');

/** The path of a tag's page. */
export const tagPath = (tag: string) => `/stories/tag/${tag}`;

/** The path of a story's page. */
export const storyPath = (story: { slug: string }) => `/stories/${story.slug}`;
