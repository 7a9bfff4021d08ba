import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { getIn, useDraft, useIssuesAt } from '../draft/draft-store';
import { fieldId, pathKey, type Path, type SchemaNode } from '../schema/schema-node';
import { uploadImage, type UploadedImage } from './upload-image';
import { describeIssue } from '../words/issue-words';

const inputClass =
  'mt-1 block w-full rounded border border-stone-400 dark:border-stone-500 bg-white dark:bg-stone-900 px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';
const button =
  'rounded border px-3 py-1.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';

type ImageValue = UploadedImage & { alt?: string };

const ALT_PROMPT = 'Now describe it in Alt text.';

/**
 * A picture in the content: a file input with a visible label, a thumbnail of the current picture,
 * its alt text and Remove. The server checks and converts the file; its refusal (type, size,
 * dimensions) is shown in its words under the input, which points at it.
 */
export function ImageField({ node, path, label }: { node: SchemaNode; path: Path; label: string }) {
  const value = useDraft((state) => getIn(state.draft, path)) as ImageValue | undefined;
  const set = useDraft((state) => state.set);
  const session = useQuery({ queryKey: ['session'], queryFn: api.session, staleTime: Infinity });
  const altIssues = useIssuesAt([...path, 'alt']);
  const ownIssues = useIssuesAt(path);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  // After an upload the alt text input may only now exist: focus it once it has rendered.
  const [focusAlt, setFocusAlt] = useState(false);
  useEffect(() => {
    if (focusAlt && altRef.current) {
      altRef.current.focus();
      setFocusAlt(false);
    }
  }, [focusAlt, value]);

  const id = fieldId(path);
  const fileId = `${id}-file`;
  const altId = fieldId([...path, 'alt']);
  const size = node['x-image-size'];
  const maxBytes = node['x-image-max-bytes'] ?? 2 * 1024 * 1024;
  const guidance = `JPG, PNG or WebP, at most ${maxBytes / (1024 * 1024)} MB${size ? `, at least ${size.width} x ${size.height} pixels; a picture of another shape is cropped to ${size.width} x ${size.height}` : ''}.`;
  const errors = [problem, ...ownIssues.map((issue) => describeIssue(issue).message)].filter(Boolean);

  const choose = async (file: File | undefined) => {
    if (!file || !session.data) return;
    setBusy(true);
    setProblem('');
    setStatus('Uploading and converting the picture…');
    const result = await uploadImage(file, node['x-image-slot']!, session.data.csrfToken, maxBytes);
    setBusy(false);
    if (!result.ok) {
      setStatus('');
      setProblem(result.message);
      return;
    }
    set(path, { ...result.image, alt: value?.alt ?? '' });
    setStatus(
      `Picture uploaded${result.cropped ? ' and cropped to fit' : ''}. ${value?.alt ? 'Check its alt text.' : ALT_PROMPT}`,
    );
    setFocusAlt(true);
  };

  return (
    <fieldset
      className="mt-4 rounded border border-stone-300 dark:border-stone-700 p-3 sm:p-4"
      aria-describedby={`${id}-guidance`}
    >
      <legend id={id} tabIndex={-1} className="px-1 font-semibold">
        {label}
      </legend>
      <p id={`${id}-guidance`} className="text-sm text-stone-700 dark:text-stone-300">
        Optional. {guidance}
      </p>
      {value?.src && (
        <img
          src={value.src}
          alt={value.alt ? `Current picture: ${value.alt}` : 'Current picture (no alt text yet)'}
          width={160}
          height={Math.round((160 * value.height) / value.width)}
          className="mt-3 rounded border border-stone-300 dark:border-stone-700"
        />
      )}
      <div className="mt-3">
        <label htmlFor={fileId} className="block font-medium">
          {value ? 'Replace the picture' : 'Choose a picture'}
        </label>
        <input
          id={fileId}
          name={`${pathKey(path)}.file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-invalid={errors.length > 0}
          aria-describedby={[errors.length ? `${id}-error` : '', `${id}-guidance`].filter(Boolean).join(' ')}
          className="mt-1 block w-full text-base file:mr-3 file:rounded file:border file:border-emerald-800 file:bg-white file:px-3 file:py-1.5 file:text-emerald-900 dark:file:bg-stone-900 dark:file:text-emerald-200"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again retries
          }}
        />
      </div>
      {errors.length > 0 && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {errors.join(' ')}
        </p>
      )}
      <p role="status" className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {status}
      </p>
      {value && (
        <>
          <div className="mt-3">
            <label htmlFor={altId} className="block font-medium">
              Alt text
            </label>
            <input
              ref={altRef}
              id={altId}
              name={`${pathKey(path)}.alt`}
              type="text"
              maxLength={200}
              value={value.alt ?? ''}
              aria-invalid={altIssues.length > 0}
              aria-describedby={[altIssues.length ? `${altId}-error` : '', `${altId}-hint`].filter(Boolean).join(' ')}
              className={inputClass}
              onChange={(event) => {
                set([...path, 'alt'], event.target.value);
                // The upload's prompt to describe the picture has been followed: do not leave it asking.
                setStatus((current) => (current.endsWith(ALT_PROMPT) ? '' : current));
              }}
              onBlur={() => useDraft.getState().leave([...path, 'alt'])}
            />
            <p id={`${altId}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              Required with a picture: what it shows, for people who cannot see it. Up to 200 characters.
            </p>
            {altIssues.length > 0 && (
              <p id={`${altId}-error`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
                {altIssues.map((issue) => describeIssue(issue).message).join(' ')}
              </p>
            )}
          </div>
          <button
            type="button"
            className={`${button} mt-3 border-stone-500 dark:border-stone-400`}
            onClick={() => {
              set(path, undefined);
              setStatus('Picture removed. The site shows its default again once you publish.');
            }}
          >
            Remove picture
          </button>
        </>
      )}
    </fieldset>
  );
}
