import { useEffect, useRef, useState } from 'react';
import { contentSchema, nodeAt } from '../editor/schema/content-schema';
import { getIn, useDraft } from '../editor/draft/draft-store';
import { SchemaField, ValueField } from '../editor/form/fields';
import { idFollowsName, uniqueSlug } from '../editor/form/id-from-name';
import { ImageField } from '../editor/image-field/image-field';
import { fieldId, type Path } from '../editor/schema/schema-node';
import { StoryBodyField } from './story-body-field';
import { StoryPagePreview } from './story-page-preview';
import { StoryRelatedField, StoryStatusField, StoryTagsField, StoryWhenField } from './story-meta-fields';
import { storyStanding } from './story-standing';

const button =
  'inline-flex min-h-11 items-center rounded border px-3 py-1.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-9';

/**
 * One story's form. Its address (slug) follows the title as the owner types until they change it
 * themselves, and is kept unique among the stories; the date is shown and typed in the owner's own
 * time; the body is Markdown with a preview the server renders.
 */
export function StoryEditor({
  index,
  csrfToken,
  onClose,
  onDelete,
}: {
  index: number;
  csrfToken: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  const path: Path = ['stories', index];
  const story = (useDraft((state) => getIn(state.draft, path)) ?? {}) as Record<string, unknown>;
  const set = useDraft((state) => state.set);
  const heading = useRef<HTMLHeadingElement>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  const [previewing, setPreviewing] = useState(false);
  // Opening a story is a move to a new view: the keyboard continues from its heading, unless a
  // link names one of its fields (which then takes the focus).
  useEffect(() => {
    if (!window.location.hash.startsWith(`#${fieldId(path)}-`)) heading.current?.focus();
    // Only when another story opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const node = (key: string) => nodeAt(contentSchema, [...path, key]);
  const otherSlugs = () => {
    const stories = getIn(useDraft.getState().draft, ['stories']);
    return Array.isArray(stories)
      ? stories.filter((_, at) => at !== index).map((other) => String((other as Record<string, unknown>).slug))
      : [];
  };
  /** A new title, and with it a new address while the address still follows the title. */
  const retitle = (title: string) => {
    const current = useDraft.getState().draft;
    const now = (getIn(current, path) ?? {}) as Record<string, unknown>;
    if (!idFollowsName(now.slug, now.title)) return set([...path, 'title'], title, { typing: true });
    set(path, { ...now, title, slug: title.trim() ? uniqueSlug(title, otherSlugs()) : '' }, { typing: true });
  };
  const slugTaken = typeof story.slug === 'string' && story.slug !== '' && otherSlugs().includes(story.slug);
  const standing = storyStanding(story, new Date());
  const titleNode = node('title');
  const slugNode = node('slug');
  const coverNode = node('cover');
  // The lines under the address describe it: its input points at them, so a screen reader reads
  // the page's address (and a clash) with the field, not only when reading on past it.
  const slugId = fieldId([...path, 'slug']);
  const slugDescribedBy = [`${slugId}-page`, slugTaken ? `${slugId}-taken` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <button type="button" className={`${button} mt-3 border-stone-500 dark:border-stone-400`} onClick={onClose}>
        <span aria-hidden="true">←&nbsp;</span>All stories
      </button>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold break-words focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
      >
        {String(story.title || 'New story')}
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300" role="status">
        {standing.label}. {standing.detail}
      </p>
      <button
        ref={previewButton}
        type="button"
        className={`${button} mt-2 border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200`}
        onClick={() => setPreviewing(true)}
      >
        Preview the page
      </button>
      {previewing && (
        <StoryPagePreview
          slug={String(story.slug ?? '')}
          title={String(story.title ?? '')}
          csrfToken={csrfToken}
          onClose={() => {
            setPreviewing(false);
            previewButton.current?.focus();
          }}
        />
      )}
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Story">
        {titleNode && <ValueField node={titleNode} path={[...path, 'title']} label="Title" onText={retitle} />}
        {slugNode && (
          <ValueField node={slugNode} path={[...path, 'slug']} label="Address" describedBy={slugDescribedBy} />
        )}
        <p id={`${slugId}-page`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          The story's page: <span className="break-all font-mono">/stories/{String(story.slug || '…')}</span>. It
          follows the title until you change it.
        </p>
        {slugTaken && (
          <p id={`${slugId}-taken`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300" role="alert">
            Another story already uses this address. Choose another.
          </p>
        )}
        {node('summary') && <SchemaField node={node('summary')!} path={[...path, 'summary']} label="Summary" />}
        {coverNode && <ImageField node={coverNode} path={[...path, 'cover']} label="Cover picture" />}
        {node('author') && <SchemaField node={node('author')!} path={[...path, 'author']} label="Author" />}
        <StoryTagsField path={[...path, 'tags']} />
        <StoryRelatedField path={[...path, 'related']} />
        <StoryWhenField path={[...path, 'publishedAt']} />
        <StoryStatusField path={[...path, 'status']} />
        <StoryBodyField path={[...path, 'body']} csrfToken={csrfToken} />
      </form>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-stone-300 pt-4 dark:border-stone-700">
        <button type="button" className={`${button} border-stone-500 dark:border-stone-400`} onClick={onClose}>
          Back to all stories
        </button>
        <button
          type="button"
          className={`${button} border-red-800 text-red-900 dark:border-red-300 dark:text-red-200`}
          onClick={onDelete}
        >
          Delete this story
        </button>
      </div>
    </div>
  );
}
