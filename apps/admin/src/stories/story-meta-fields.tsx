import { useState } from 'react';
import { getIn, useDraft, useIssuesAt } from '../editor/draft/draft-store';
import { FieldErrors, inputClass } from '../editor/form/fields';
import { slugify } from '../editor/form/id-from-name';
import { fieldId, type Path } from '../editor/schema/schema-node';
import { describeIssue } from '../editor/words/issue-words';
import { fromLocalInput, localZoneName, toLocalInput } from './local-time';

const hintClass = 'mt-1 text-sm text-stone-600 dark:text-stone-300';

/** A field's issues from the last check, in the owner's words, and the ids its input points at. */
function useFieldIssues(path: Path, hint: boolean) {
  const issues = useIssuesAt(path).map((issue) => describeIssue(issue).message);
  const id = fieldId(path);
  const describedBy =
    [issues.length ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return { id, issues, describedBy };
}

/** The tags as one line of words separated by commas; each becomes a tag address (`first-harvest`) when the owner leaves the field. */
export function StoryTagsField({ path }: { path: Path }) {
  const tags = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const stored = Array.isArray(tags) ? tags.join(', ') : '';
  // While the owner types, their line as typed; otherwise the stored tags (undo, redo or a restored
  // draft change them from outside).
  const [typed, setTyped] = useState<string | undefined>();
  const text = typed ?? stored;
  const { id, issues, describedBy } = useFieldIssues(path, true);
  const leave = useDraft((state) => state.leave);
  const commit = () => {
    if (typed !== undefined) {
      setTyped(undefined);
      set(path, [
        ...new Set(
          typed
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean)
            .map(slugify),
        ),
      ]);
    }
    leave(path);
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        Tags
      </label>
      <input
        id={id}
        className={inputClass}
        type="text"
        value={text}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className={hintClass}>
        Optional. Words separated by commas, such as “farming, open books”; each gets a page listing its stories. Up to
        8.
      </p>
      <FieldErrors id={`${id}-error`} messages={issues} />
    </div>
  );
}

/** What the story is about: one of the draft's ventures, one of the studio's programmes (by its address), or nothing. */
export function StoryRelatedField({ path }: { path: Path }) {
  const related = useDraft((state) => getIn(state.draft, path)) as { kind: string; id: string } | undefined;
  const ventures = (useDraft((state) => getIn(state.draft, ['ventures'])) ?? []) as { id?: string; name?: string }[];
  const set = useDraft((state) => state.set);
  const { id, issues, describedBy } = useFieldIssues(path, false);
  const programme = useFieldIssues([...path, 'id'], true);
  const choice = !related ? '' : related.kind === 'venture' ? `venture:${related.id}` : 'programme';
  const choose = (value: string) => {
    if (value === '') set(path, undefined);
    else if (value === 'programme')
      set(path, { kind: 'programme', id: related?.kind === 'programme' ? related.id : '' });
    else set(path, { kind: 'venture', id: value.slice('venture:'.length) });
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        About
      </label>
      <select
        id={id}
        className={inputClass}
        value={choice}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">Nothing in particular</option>
        {ventures.map((venture) => (
          <option key={venture.id} value={`venture:${venture.id}`}>
            Venture: {venture.name || venture.id}
          </option>
        ))}
        <option value="programme">A programme…</option>
      </select>
      <FieldErrors id={`${id}-error`} messages={issues} />
      {related?.kind === 'programme' && (
        <div className="mt-3">
          <label htmlFor={programme.id} className="block font-medium">
            Programme's address
          </label>
          <input
            id={programme.id}
            className={inputClass}
            type="text"
            value={related.id}
            aria-invalid={programme.issues.length > 0}
            aria-describedby={programme.describedBy}
            onChange={(event) => set([...path, 'id'], event.target.value.trim(), { typing: true })}
          />
          <p id={`${programme.id}-hint`} className={hintClass}>
            The end of the programme page's address, such as “startup-mentorship” for /startup-mentorship.
          </p>
          <FieldErrors id={`${programme.id}-error`} messages={programme.issues} />
        </div>
      )}
    </div>
  );
}

/** The publication date and time, shown and typed in the owner's local time, stored with its zone. */
export function StoryWhenField({ path }: { path: Path }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const { id, issues, describedBy } = useFieldIssues(path, true);
  const shown = typeof value === 'string' ? toLocalInput(value) : '';
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        Publication date and time
      </label>
      <input
        id={id}
        className={inputClass}
        type="datetime-local"
        value={shown}
        aria-required
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy}
        onChange={(event) => {
          const moment = fromLocalInput(event.target.value);
          // A half-typed date is kept out of the draft; the last whole one stays.
          if (moment) set(path, moment, { typing: true });
        }}
      />
      <p id={`${id}-hint`} className={hintClass}>
        In your time zone ({localZoneName()}). A scheduled story goes public by itself at this moment; feeds show it as
        the story's date.
      </p>
      <FieldErrors id={`${id}-error`} messages={issues} />
    </div>
  );
}

const STATUSES = [
  { value: 'draft', label: 'Draft', help: 'Not on the site. Only you see it, here.' },
  { value: 'scheduled', label: 'Scheduled', help: 'Goes public by itself at its date and time, once you publish.' },
  { value: 'published', label: 'Published', help: 'Public once you publish (from its date, if that is still ahead).' },
] as const;

/** Draft, scheduled or published, as a group of radio buttons each saying what it means. */
export function StoryStatusField({ path }: { path: Path }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const { id, issues, describedBy } = useFieldIssues(path, false);
  return (
    <fieldset className="mt-4" aria-describedby={describedBy}>
      <legend id={id} tabIndex={-1} className="font-medium">
        Status
      </legend>
      <div className="mt-1 grid gap-1">
        {STATUSES.map((status) => (
          <div key={status.value} className="flex items-start gap-2">
            <input
              id={`${id}-${status.value}`}
              type="radio"
              name={id}
              value={status.value}
              checked={value === status.value}
              aria-describedby={`${id}-${status.value}-help`}
              className="mt-1 size-5 accent-emerald-800"
              onChange={() => set(path, status.value)}
            />
            <div>
              <label htmlFor={`${id}-${status.value}`} className="font-medium">
                {status.label}
              </label>
              <p id={`${id}-${status.value}-help`} className="text-sm text-stone-600 dark:text-stone-300">
                {status.help}
              </p>
            </div>
          </div>
        ))}
      </div>
      <FieldErrors id={`${id}-error`} messages={issues} />
    </fieldset>
  );
}
