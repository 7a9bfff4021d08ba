import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { api, type Session } from './api';
import { useDraft } from './draft-store';
import { askToPublish, announce, refuse, reportInterruptedPublish, usePublish } from './editor-publish/publish-store';
import { PublishDialog } from './editor-publish/publish-dialog';
import { ErrorSummary } from './error-summary';
import { firstLoad, forgetKeptDraft, keepDraft, loadAnswer, useRestoredNotice } from './kept-draft';
import { clearPreview, hasPreview, writePreview } from './preview';
import { RestoredNotice } from './restored-notice';
import { CONTENT_SECTIONS } from './content/content-sections';
import type { EditorContext } from './content/editor-context';
import { SectionHeading } from './shell/section-heading';
import { useUndoKeys } from './undo-keys';

const PREVIEW_PAGES = [
  { href: '/', text: 'Home' },
  { href: '/privacy', text: 'Privacy' },
  { href: '/terms', text: 'Terms' },
  { href: '/cookies', text: 'Cookies' },
];

const button =
  'rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';

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
  const { phase, outcome, issuesTitle } = usePublish();
  useUndoKeys();
  const [previewing, setPreviewing] = useState(hasPreview);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);

  const restored = useRestoredNotice((state) => state.restored);
  const { part } = useParams();
  const section = part === undefined ? undefined : CONTENT_SECTIONS.find((candidate) => candidate.slug === part);
  // The draft starts from what visitors see now (or, on the first load, the unpublished changes
  // this browser kept), and again after a publish or rollback. Each answer is loaded once.
  useEffect(() => {
    if (!content.data) return;
    if (firstLoad()) reportInterruptedPublish(content.data);
    loadAnswer(content.data);
  }, [content.data]);
  useEffect(() => keepDraft(), []);
  // A publish's result takes the focus: the dialog closed and the Publish button is disabled then.
  useEffect(() => {
    if (outcome) result.current?.focus();
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
    onError: (error) => announce({ tone: 'error', text: error.message }),
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
    onError: (error) => announce({ tone: 'error', text: error.message }),
  });
  // During a publish the button shows its progress again (the owner may have closed the dialog).
  const publish = () => {
    setConfirmOpen(true);
    if (phase === 'idle') void askToPublish(session.csrfToken);
  };
  const discard = () => {
    clearPreview();
    setPreviewing(false);
    say('Preview discarded: this browser shows the published site again.');
  };

  const publishing = phase === 'publishing';
  const busy = check.isPending || preview.isPending || phase !== 'idle';
  return (
    <section aria-labelledby="content-title">
      <SectionHeading id="content-title">{part === undefined ? 'Content' : (section?.label ?? 'No such section')}</SectionHeading>

      <div className="sticky top-0 z-10 -mx-4 border-b border-stone-300 dark:border-stone-700 bg-stone-50/95 dark:bg-stone-950/95 px-4 py-3 sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`} disabled={!draft || busy} onClick={() => check.mutate()}>
            Check
          </button>
          <button type="button" className={`${button} border border-emerald-800 dark:border-emerald-400 bg-white dark:bg-stone-900 text-emerald-900 dark:text-emerald-200`} disabled={!draft || busy} onClick={() => preview.mutate()}>
            Preview
          </button>
          {previewing && (
            <button type="button" className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`} onClick={discard}>
              Discard preview
            </button>
          )}
          <button type="button" className={`${button} bg-emerald-800 text-white`} disabled={!draft || (!changed && phase !== 'publishing')} onClick={publish}>
            Publish
          </button>
          <button type="button" className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`} disabled={past.length === 0} aria-keyshortcuts="Control+Z" onClick={undo}>
            Undo
          </button>
          <button type="button" className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`} disabled={future.length === 0} aria-keyshortcuts="Control+Shift+Z" onClick={redo}>
            Redo
          </button>
          <span className="text-sm text-stone-700 dark:text-stone-300" role="status">
            {notice ? `${notice} ` : ''}
            {publishing ? 'Publishing: re-rendering the pages…' : changed ? 'Unpublished changes.' : baseVersion === null ? 'Showing the site as built.' : `Showing version ${baseVersion}.`}
          </span>
        </div>
        {previewing && (
          <nav aria-label="Preview pages" className="mt-2 text-sm">
            Preview in a new tab:{' '}
            {PREVIEW_PAGES.map((page, index) => (
              <span key={page.href}>
                {index > 0 && ' · '}
                <a className="text-emerald-900 dark:text-emerald-200 underline" href={page.href} target="_blank" rel="noopener">
                  {page.text}
                </a>
              </span>
            ))}
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

      <div className="mt-6">
        {restored && <RestoredNotice restored={restored} onDiscard={discardChanges} />}
        <ErrorSummary issues={issues} title={issuesTitle} />
        {content.isError && <p role="alert">The content could not be loaded: {content.error.message}</p>}
        {!draft && !content.isError && <p>Loading the content…</p>}
        <Outlet context={{ session, current: content.data?.version ?? null } satisfies EditorContext} />
      </div>
    </section>
  );
}
