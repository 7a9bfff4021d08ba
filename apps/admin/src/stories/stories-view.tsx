import { useEffect, useRef, useState } from 'react';
import { contentSchema, nodeAt } from '../editor/schema/content-schema';
import { REVEAL_FIELD_EVENT } from '../editor/content/go-to-field';
import { getIn, useDraft } from '../editor/draft/draft-store';
import { SchemaField } from '../editor/form/fields';
import { newStory } from './new-story';
import { StoryEditor } from './story-editor';
import { readableMoment } from './local-time';
import { storiesByDate, storyStanding, type StoryLike } from './story-standing';

const button =
  'inline-flex min-h-11 items-center rounded border px-3 py-1.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-9';

/** The story a field's path or id names (`stories[3].body`, `field-stories-3-body`), if any. */
const storyIndexOf = (place: string): number | undefined => {
  const match = /^(?:#?field-stories-|stories\[)(\d+)/.exec(place);
  return match ? Number(match[1]) : undefined;
};

type Story = StoryLike & Record<string, unknown>;

const BADGE: Record<string, string> = {
  Draft: 'border-stone-500 text-stone-800 dark:border-stone-400 dark:text-stone-200',
  Scheduled: 'border-amber-700 text-amber-900 dark:border-amber-300 dark:text-amber-200',
  Published: 'border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200',
};

/** Why the live preview beside the other sections is not here, and what shows a story instead. */
export function StoriesPreviewNote() {
  return (
    <p className="mt-3 rounded border border-stone-300 bg-white p-3 text-sm dark:border-stone-700 dark:bg-stone-900">
      The site's live preview cannot show stories: their pages are made on the server when you publish, not in the
      browser. Open a story and use “Preview the body” to read it as visitors will.
    </p>
  );
}

/**
 * The Stories section: the list of stories (title, standing, date) with Add, Edit and Delete, or one
 * story's form. Stories are part of the draft like every other value, so they are checked,
 * published, undone and restored with the rest of the content.
 */
export function StoriesView({ csrfToken }: { csrfToken: string }) {
  const stories = (useDraft((state) => getIn(state.draft, ['stories'])) ?? []) as Story[];
  const set = useDraft((state) => state.set);
  const say = useDraft((state) => state.say);
  // An issue's link or a click in the preview names a field of one story: open that one.
  const [open, setOpen] = useState<number | undefined>(() => storyIndexOf(window.location.hash));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  useEffect(() => {
    const reveal = (event: Event) => {
      const index = storyIndexOf((event as CustomEvent<string>).detail);
      if (index !== undefined) setOpen(index);
    };
    window.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => window.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  }, []);
  useEffect(() => {
    if (open === undefined && focusList.current) {
      focusList.current = false;
      listHeading.current?.focus();
    }
  }, [open]);

  const backToList = () => {
    focusList.current = true;
    setOpen(undefined);
  };
  const remove = (index: number) => {
    const title = String(stories[index]?.title || 'Untitled story');
    set(
      ['stories'],
      stories.filter((_, at) => at !== index),
    );
    say(`Deleted the story “${title}”. Undo brings it back.`);
    backToList();
  };
  const add = () => {
    const company = getIn(useDraft.getState().draft, ['company', 'name']);
    // Added at the end: the list shows them by date anyway, and the publish confirmation matches
    // stories by place, so the others do not read as changed.
    set(['stories'], [...stories, newStory(new Date(), typeof company === 'string' ? company : '')]);
    setOpen(stories.length);
  };
  if (open !== undefined && stories[open])
    return <StoryEditor index={open} csrfToken={csrfToken} onClose={backToList} onDelete={() => remove(open)} />;
  const now = new Date();
  const sectionNode = nodeAt(contentSchema, ['sections', 'stories']);

  return (
    <div>
      <StoriesPreviewNote />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <h3
          ref={listHeading}
          id="stories-list"
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
        >
          Your stories
        </h3>
        <button type="button" className={`${button} border-emerald-800 bg-emerald-800 text-white`} onClick={add}>
          Add story
        </button>
      </div>
      {stories.length === 0 ? (
        <p className="mt-3">
          No stories yet. “Add story” starts one as a draft: nobody sees it until you choose to publish it.
        </p>
      ) : (
        <ul aria-labelledby="stories-list" className="mt-3 grid gap-2">
          {storiesByDate(stories).map(({ story, index }) => {
            const standing = storyStanding(story, now);
            const title = String(story.title || 'Untitled story');
            return (
              <li
                key={index}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded border border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
              >
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold break-words">{title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
                    <span className={`rounded border px-1.5 py-0.5 text-xs font-semibold ${BADGE[standing.label]}`}>
                      {standing.label}
                    </span>
                    <span>{typeof story.publishedAt === 'string' ? readableMoment(story.publishedAt) : 'No date'}</span>
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${button} border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200`}
                    onClick={() => setOpen(index)}
                  >
                    Edit<span className="sr-only"> “{title}”</span>
                  </button>
                  <button
                    type="button"
                    className={`${button} border-stone-500 dark:border-stone-400`}
                    onClick={() => remove(index)}
                  >
                    Delete<span className="sr-only"> “{title}”</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {sectionNode && (
        <div id="part-sections-stories" className="mt-8">
          <SchemaField node={sectionNode} path={['sections', 'stories']} label="Stories on the home page" optional />
        </div>
      )}
    </div>
  );
}
