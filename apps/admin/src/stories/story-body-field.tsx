import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../api';
import { getIn, useDraft, useIssuesAt } from '../editor/draft/draft-store';
import { contentSchema, nodeAt } from '../editor/schema/content-schema';
import { FieldErrors, inputClass } from '../editor/form/fields';
import { uploadImage } from '../editor/image-field/upload-image';
import { fieldId, type Path } from '../editor/schema/schema-node';
import { describeIssue } from '../editor/words/issue-words';

const button =
  'inline-flex min-h-11 items-center rounded border px-3 py-1.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-9';

/** What the body's Markdown can do, in one short list under the field. */
const CHEAT_SHEET = [
  ['## A heading', 'a heading (### for a smaller one)'],
  ['**bold** and *italic*', 'emphasis'],
  ['[the farm](https://greenacre.example)', 'a link (https:// or a page of this site, such as /about)'],
  ['- an item', 'a list (1. for a numbered one)'],
  ['> a quote', 'a quotation'],
  ['![what it shows](/media/…)', 'a picture: use “Add a picture” to upload one'],
] as const;

/**
 * Pictures in a story's body have their own place on the server: they keep their shape (an 800 x
 * 600 photo is fine) and are scaled down to the text's width, where a cover must be 1200 x 630.
 * The body names the converted file (under /media/, the only pictures the page's sanitiser lets
 * through), whose name carries its size.
 */
const PICTURE_SLOT = 'story-body';
const coverNode = nodeAt(contentSchema, ['stories', 0, 'cover']);
const PICTURE_MAX_BYTES = coverNode?.['x-image-max-bytes'] ?? 2 * 1024 * 1024;

/**
 * The story's body: Markdown in a labelled text area, a short cheat-sheet, a button that uploads a
 * picture and puts it where the cursor is, and a preview rendered by the server with the renderer
 * and sanitiser the pages use (the editor carries no Markdown parser). The preview says what
 * visitors will get: a typed `<script>` shows as text and a `javascript:` link is gone.
 */
export function StoryBodyField({ path, csrfToken }: { path: Path; csrfToken: string }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const leave = useDraft((state) => state.leave);
  const issues = useIssuesAt(path).map((issue) => describeIssue(issue).message);
  const id = fieldId(path);
  const area = useRef<HTMLTextAreaElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const [shownFor, setShownFor] = useState<string | undefined>();
  const text = typeof value === 'string' ? value : '';
  const session = useQuery({ queryKey: ['session'], queryFn: api.session, staleTime: Infinity });

  const preview = useMutation({
    mutationFn: (markdown: string) => api.storyPreview(markdown, csrfToken),
    onSuccess: (_answer, markdown) => {
      setShownFor(markdown);
      previewHeading.current?.focus();
    },
  });

  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    setStatus('Uploading and converting the picture…');
    const result = await uploadImage(file, PICTURE_SLOT, session.data?.csrfToken ?? csrfToken, PICTURE_MAX_BYTES);
    if (!result.ok) return setStatus(result.message);
    const field = area.current;
    const current = String(getIn(useDraft.getState().draft, path) ?? '');
    const at = field ? field.selectionStart : current.length;
    const line = `\n\n![Describe the picture here](${result.image.src})\n\n`;
    set(path, `${current.slice(0, at)}${line}${current.slice(at)}`.replace(/^\n+/, ''));
    setStatus('Picture added to the body. Replace “Describe the picture here” with what it shows.');
    field?.focus();
  };

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="block font-medium">
          Body
        </label>
        <span aria-hidden="true" className="text-sm text-stone-600 dark:text-stone-300">
          (required)
        </span>
      </div>
      <textarea
        ref={area}
        id={id}
        rows={16}
        value={text}
        aria-required
        aria-invalid={issues.length > 0}
        aria-describedby={[issues.length ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        className={`${inputClass} font-mono text-sm`}
        onChange={(event) => set(path, event.target.value, { typing: true })}
        onBlur={() => leave(path)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        Written in Markdown, up to 40,000 characters. HTML is shown as text, never run.
      </p>
      <FieldErrors id={`${id}-error`} messages={issues} />
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium sm:min-h-0 sm:py-0">Markdown cheat-sheet</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {CHEAT_SHEET.map(([code, meaning]) => (
            <div key={code} className="contents">
              <dt>
                <code className="break-all rounded bg-stone-200 px-1 dark:bg-stone-800">{code}</code>
              </dt>
              <dd className="text-stone-700 dark:text-stone-300">{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${button} border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200`}
          disabled={preview.isPending || text.trim() === ''}
          onClick={() => preview.mutate(text)}
        >
          Preview the body
        </button>
        <label
          htmlFor={`${id}-picture`}
          className={`${button} cursor-pointer border-stone-500 focus-within:ring-2 focus-within:ring-emerald-700 dark:border-stone-400`}
        >
          Add a picture
          <input
            id={`${id}-picture`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(event) => {
              void insertPicture(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p role="status" className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {preview.isError ? `The preview could not be made: ${preview.error.message}` : status}
      </p>
      {preview.data && shownFor !== undefined && (
        <section
          aria-labelledby={`${id}-preview`}
          className="mt-4 rounded border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
        >
          <h4
            id={`${id}-preview`}
            ref={previewHeading}
            tabIndex={-1}
            className="text-sm font-semibold uppercase tracking-wide text-stone-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:text-stone-300"
          >
            Preview{shownFor !== text ? ' (of an earlier version: preview again to see your latest changes)' : ''}
          </h4>
          {/* Server HTML from the pages' own sanitiser: only allowed elements, links and /media/ pictures. */}
          <div
            className="story-preview mt-2 break-words [&_a]:text-emerald-900 [&_a]:underline dark:[&_a]:text-emerald-200 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </section>
      )}
    </div>
  );
}
