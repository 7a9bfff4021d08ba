import { tagLabel, tagPath } from './story-paths';

/** A story's tags, each a link to the stories with that tag. */
export function StoryTags({ tags }: { tags: readonly string[] }) {
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">Tags</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <a
              href={tagPath(tag)}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-tint-strong px-4 text-sm font-semibold text-accent hover:underline"
            >
              {tagLabel(tag)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
