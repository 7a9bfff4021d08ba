import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { useDraft } from '../editor/draft/draft-store';
import { describeIssue } from '../editor/words/issue-words';

type Theme = 'light' | 'dark';

const button =
  'min-h-11 rounded border px-3 py-1.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';
const toggle = `${button} border-stone-600 bg-white dark:border-stone-400 dark:bg-stone-900 aria-pressed:bg-emerald-800 aria-pressed:text-white`;

/**
 * The story's page as a visitor will see it, filling the window: the server draws it from the
 * draft with the site's own story page, whatever the story's status or date, and publishes
 * nothing. Light and dark switch the page's theme only, never the owner's own choice on the site.
 * A modal `<dialog>`: the browser keeps the focus inside, Escape closes it, and the focus goes
 * back to the Preview button. The page is shown without its scripts, in a frame that may run none.
 */
export function StoryPagePreview({
  slug,
  title,
  csrfToken,
  onClose,
}: {
  slug: string;
  title: string;
  csrfToken: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [theme, setTheme] = useState<Theme>('light');
  // The draft as it was when Preview was pressed: typing behind the dialog is not possible anyway.
  const [draft] = useState(() => useDraft.getState().draft ?? {});
  const page = useQuery({
    queryKey: ['story-page-preview', draft, slug, theme],
    queryFn: () => api.storyPage(draft, slug, theme, csrfToken),
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The way out first: the dialog would otherwise start on its first button, Light.
    close.current?.focus();
  }, []);

  // Closed before it goes: the browser then gives the focus back to the Preview button; an open
  // modal dialog removed from the page would leave it nowhere.
  const leave = () => {
    dialog.current?.close();
    onClose();
  };
  const answer = page.data;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="story-page-preview-title"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-stone-900 backdrop:bg-stone-950/50 dark:bg-stone-900 dark:text-stone-100"
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-2 border-b border-stone-300 p-3 dark:border-stone-700">
          <h2 id="story-page-preview-title" className="mr-auto min-w-0 font-semibold break-words">
            Preview: {title || 'New story'}
          </h2>
          <div role="group" aria-label="Theme" className="flex gap-1">
            {(['light', 'dark'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={toggle}
                aria-pressed={theme === option}
                onClick={() => setTheme(option)}
              >
                {option === 'light' ? 'Light' : 'Dark'}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={`${button} border-stone-600 dark:border-stone-400`}
            ref={close}
            onClick={leave}
          >
            Close preview
          </button>
        </div>
        <p role="status" className="px-3 py-1 text-sm text-stone-700 dark:text-stone-300">
          {page.isPending
            ? 'Drawing the page…'
            : page.isError
              ? `The preview could not be made: ${page.error.message}`
              : answer && !answer.ok
                ? `The draft has problems, so the page cannot be drawn: ${answer.issues
                    .map((issue) => {
                      const { trail, message } = describeIssue(issue);
                      return `${trail}: ${message}`;
                    })
                    .join(' ')}`
                : `The story's page as a visitor will see it, in the ${theme} theme. Nothing is published.`}
        </p>
        {answer?.ok && (
          <iframe
            key={theme}
            title={`The page of “${title}”, ${theme} theme`}
            srcDoc={answer.html}
            // Same origin, so the page's own fonts and pictures load; no scripts run in it.
            sandbox="allow-same-origin"
            className="min-h-0 w-full flex-1 border-0"
          />
        )}
      </div>
    </dialog>
  );
}
