import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { api, type Session } from '../api';
import { useDraft } from './draft/draft-store';
import { askToPublish, announce, refuse, reportInterruptedPublish, usePublish } from './publish/publish-store';
import { PublishDialog } from './publish/publish-dialog';
import { LivePreview, PREVIEW_PAGES } from './preview/live-preview';
import { useMediaQuery } from './preview/use-media-query';
import { ErrorSummary } from './form/error-summary';
import { firstLoad, forgetKeptDraft, keepDraft, loadAnswer, useRestoredNotice } from './draft/kept-draft';
import { clearPreview, hasPreview, writePreview } from './preview/preview-storage';
import { RestoredNotice } from './draft/restored-notice';
import { CONTENT_SECTIONS } from './content/content-sections';
import type { EditorContext } from './content/editor-context';
import { SectionHeading } from '../shell/section-heading';
import { useUndoKeys } from './draft/undo-keys';

const button =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded px-3 py-2 font-medium sm:px-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';

const quiet = 'border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900';

/** Undo's curved arrow (mirrored for Redo); the button's text names it. */
function ArrowIcon({ flip }: { flip: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={flip ? '-scale-x-100' : undefined}
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

/**
 * The editor's frame around every Content section: the heading, the bar with check, preview and
 * publish (so the owner publishes from any section), the restored-draft notice, the issues of the
 * last check, then the chosen section. The draft is one store, so switching sections loses nothing.
 */
export function Editor({ session }: { session: Session }) {
  // Fetched once and after each publish or rollback, not each time the owner comes back from
  // another section: a newer version loaded then would replace the draft.
  const content = useQuery({ queryKey: ['content'], queryFn: api.content, staleTime: Infinity });
  const { draft, baseVersion, issues, setIssues, changed, undo, redo, past, future, notice, say } = useDraft();
  const { phase, outcome: lastOutcome, issuesTitle, refusals } = usePublish();
  // A result is said in the section that raised it only; the owner's next section starts clean.
  const { pathname } = useLocation();
  const outcome =
    lastOutcome && (lastOutcome.section === undefined || lastOutcome.section === pathname) ? lastOutcome : null;
  useUndoKeys();
  const [previewing, setPreviewing] = useState(hasPreview);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  // Beside the form only where both fit: at 1280 px and wider.
  const wide = useMediaQuery('(min-width: 1280px)');

  const restored = useRestoredNotice((state) => state.restored);
  const { part } = useParams();
  const section = part === undefined ? undefined : CONTENT_SECTIONS.find((candidate) => candidate.slug === part);
  // The live preview sits beside a section's form; the overview and the history have none, and
  // Stories neither: the site's pages cannot render a story in the browser (its section says so).
  const besidePreview =
    wide && draft !== null && section?.kind !== 'history' && section?.kind !== 'stories' && part !== undefined;
  // The draft starts from what visitors see now (or, on the first load, the unpublished changes
  // this browser kept), and again after a publish or rollback. Each answer is loaded once.
  useEffect(() => {
    if (!content.data) return;
    if (firstLoad()) reportInterruptedPublish(content.data, window.location.pathname.replace(/^\/admin/, '') || '/');
    loadAnswer(content.data);
  }, [content.data]);
  useEffect(() => keepDraft(), []);

  // A publish's result takes the focus: the dialog closed and the Publish button is disabled then.
  // Once each: coming back to the section that shows it does not take the focus again.
  const focused = useRef<typeof outcome>(null);
  useEffect(() => {
    if (!outcome || focused.current === outcome) return;
    focused.current = outcome;
    result.current?.focus();
  }, [outcome]);
  const discardChanges = () => {
    forgetKeptDraft();
    if (content.data) useDraft.getState().load(content.data.content, content.data.version);
    useRestoredNotice.setState({ restored: undefined });
  };

  const check = useMutation({
    mutationFn: () => api.check(draft, session.csrfToken),
    onSuccess: (answer) => {
      if (!answer.ok) return refuse('The draft has problems', answer.issues);
      setIssues([]);
      say('The draft is valid.');
    },
    onError: (error) => announce({ tone: 'error', text: error.message, section: pathname }),
  });
  const preview = useMutation({
    mutationFn: () => api.check(draft, session.csrfToken),
    onSuccess: (answer) => {
      // Only a valid draft is written: the pages would ignore an invalid one and show the published content.
      if (!answer.ok) return refuse('The preview needs these fixed first', answer.issues);
      setIssues([]);
      writePreview(draft);
      setPreviewing(true);
      say('Preview ready: open a page below. Only this browser sees it.');
    },
    onError: (error) => announce({ tone: 'error', text: error.message, section: pathname }),
  });
  // During a publish the button shows its progress again (the owner may have closed the dialog).
  const publish = () => {
    setConfirmOpen(true);
    if (phase === 'idle') void askToPublish(session.csrfToken, pathname);
  };
  const discard = () => {
    clearPreview();
    setPreviewing(false);
    say('Preview discarded: this browser shows the published site again.');
  };

  const publishing = phase === 'publishing';
  // A publish, rollback or discard drops the stored preview wherever it started; the links go with it.
  const previewShown = previewing && hasPreview();
  const statusText = `${notice ? `${notice} ` : ''}${publishing ? 'Publishing: re-rendering the pages…' : changed ? 'Unpublished changes.' : baseVersion === null ? 'Showing the site as first set up: nothing published from here yet.' : `Showing version ${baseVersion}.`}`;
  const busy = check.isPending || preview.isPending || phase !== 'idle';
  return (
    <section aria-labelledby="content-title">
      <SectionHeading id="content-title">
        {part === undefined ? 'Content' : (section?.label ?? 'No such section')}
      </SectionHeading>

      {/* One row of 44 px buttons at every width (Undo and Redo are arrows on a phone); the status is one line under them. */}
      <div className="sticky top-0 z-10 -mx-4 border-b border-stone-300 dark:border-stone-700 bg-stone-50 dark:bg-stone-950 px-4 py-2 sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 sm:gap-2">
          <button
            type="button"
            className={`${button} ${quiet}`}
            disabled={!draft || busy}
            onClick={() => check.mutate()}
          >
            Check
          </button>
          <button
            type="button"
            className={`${button} border border-emerald-800 dark:border-emerald-400 bg-white dark:bg-stone-900 text-emerald-900 dark:text-emerald-200`}
            disabled={!draft || busy}
            onClick={() => preview.mutate()}
          >
            Preview
          </button>
          <button
            type="button"
            className={`${button} bg-emerald-800 text-white`}
            disabled={!draft || (!changed && phase !== 'publishing')}
            onClick={publish}
          >
            Publish
          </button>
          <button
            type="button"
            className={`${button} ${quiet}`}
            disabled={past.length === 0}
            aria-keyshortcuts="Control+Z"
            onClick={undo}
          >
            <ArrowIcon flip={false} />
            <span className="sr-only sm:not-sr-only">Undo</span>
          </button>
          <button
            type="button"
            className={`${button} ${quiet}`}
            disabled={future.length === 0}
            aria-keyshortcuts="Control+Shift+Z"
            onClick={redo}
          >
            <ArrowIcon flip />
            <span className="sr-only sm:not-sr-only">Redo</span>
          </button>
          {/* On a phone the status is the one line under the buttons; wider, it follows them. */}
          <span
            className="basis-full truncate text-sm text-stone-700 dark:text-stone-300 sm:basis-auto sm:whitespace-normal"
            role="status"
          >
            {statusText}
          </span>
        </div>
        {previewShown && (
          <nav aria-label="Preview pages" className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
            <span>Preview in a new tab:</span>
            {PREVIEW_PAGES.map((page) => (
              <a
                key={page.href}
                className="inline-flex min-h-11 items-center text-emerald-900 dark:text-emerald-200 underline"
                href={page.href}
                target="_blank"
                rel="noopener"
              >
                {page.text}
              </a>
            ))}
            <button
              type="button"
              className="min-h-11 font-medium underline focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
              onClick={discard}
            >
              Discard preview
            </button>
          </nav>
        )}
      </div>

      <PublishDialog csrfToken={session.csrfToken} open={confirmOpen} onClose={() => setConfirmOpen(false)} />
      {/* The result of the last publish, rollback or failed request: a line under the bar, never over the form. */}
      <p
        ref={result}
        tabIndex={-1}
        role="status"
        className={`${outcome ? 'mt-3 rounded border px-3 py-2' : 'sr-only'} focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 ${outcome?.tone === 'error' ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100' : 'border-emerald-800 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'}`}
      >
        {outcome?.text}
      </p>

      <div className={`mt-6 ${besidePreview ? 'grid grid-cols-2 items-start gap-6' : ''}`}>
        <div className="min-w-0">
          {restored && <RestoredNotice restored={restored} onDiscard={discardChanges} />}
          <ErrorSummary issues={issues} title={issuesTitle} refusals={refusals} />
          {content.isError && <p role="alert">The content could not be loaded: {content.error.message}</p>}
          {!draft && !content.isError && <p>Loading the content…</p>}
          <Outlet context={{ session, current: content.data?.version ?? null } satisfies EditorContext} />
        </div>
        {besidePreview && <LivePreview csrfToken={session.csrfToken} />}
      </div>
    </section>
  );
}
