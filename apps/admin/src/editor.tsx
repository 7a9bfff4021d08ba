import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { api, type Session } from './api';
import { useDraft } from './draft-store';
import { ErrorSummary } from './error-summary';
import { forgetKeptDraft, keepDraft, loadOrRestore, useRestoredNotice } from './kept-draft';
import { clearPreview, hasPreview, writePreview } from './preview';
import { RestoredNotice } from './restored-notice';
import { CONTENT_SECTIONS } from './content/content-sections';
import type { EditorContext } from './content/editor-context';
import { SectionHeading } from './shell/section-heading';
import { useUndoKeys } from './undo-keys';

/**
 * The content answer last loaded into the draft. Kept outside the component: the editor's frame
 * unmounts when the owner opens Leads, and coming back must not load the published content over
 * the draft (or announce a restored draft) a second time.
 */
let loadedAnswer: unknown;
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
  const queryClient = useQueryClient();
  // Fetched once and after each publish or rollback (which refresh every query), not each time the
  // owner comes back from another section: a newer version loaded then would replace the draft.
  const content = useQuery({ queryKey: ['content'], queryFn: api.content, staleTime: Infinity });
  const { draft, baseVersion, issues, load, setIssues, changed, undo, redo, past, future, notice } = useDraft();
  useUndoKeys();
  const [summaryTitle, setSummaryTitle] = useState('');
  const [previewing, setPreviewing] = useState(hasPreview);

  const restored = useRestoredNotice((state) => state.restored);
  const { part } = useParams();
  const section = part === undefined ? undefined : CONTENT_SECTIONS.find((candidate) => candidate.slug === part);
  // The draft starts from what visitors see now (or, on the first load, the unpublished changes
  // this browser kept), and again after a publish or rollback. Each answer is loaded once.
  useEffect(() => {
    if (!content.data || loadedAnswer === content.data) return;
    useRestoredNotice.setState({ restored: loadOrRestore(content.data, loadedAnswer === undefined) });
    loadedAnswer = content.data;
  }, [content.data]);
  useEffect(() => keepDraft(), []);
  const discardChanges = () => {
    forgetKeptDraft();
    if (content.data) load(content.data.content, content.data.version);
    useRestoredNotice.setState({ restored: undefined });
  };

  const refuse = (title: string, found: { path: string; message: string }[]) => {
    setSummaryTitle(title);
    setIssues(found);
  };

  const check = useMutation({
    mutationFn: () => api.check(draft, session.csrfToken),
    onSuccess: (answer) => {
      if (!answer.ok) return refuse('The draft has problems', answer.issues);
      setIssues([]);
      toast.success('The draft is valid.');
    },
    onError: (error) => toast.error(error.message),
  });
  const preview = useMutation({
    mutationFn: () => api.check(draft, session.csrfToken),
    onSuccess: (answer) => {
      // Only a valid draft is written: the pages would ignore an invalid one and show the published content.
      if (!answer.ok) return refuse('The preview needs these fixed first', answer.issues);
      setIssues([]);
      writePreview(draft);
      setPreviewing(true);
      toast.success('Preview ready: open a page below. Only this browser sees it.');
    },
    onError: (error) => toast.error(error.message),
  });
  const publish = useMutation({
    mutationFn: () => api.publish(draft, session.csrfToken),
    onSuccess: async (answer) => {
      if (!answer.ok) return refuse('Nothing was published. Fix these fields first', answer.issues);
      clearPreview();
      setPreviewing(false);
      setIssues([]);
      toast.success(
        answer.pages === 'rendered'
          ? `Published as version ${answer.version.id}. Every visitor sees it now.`
          : `Saved as version ${answer.version.id}, but the pages were not updated yet; the server log says why.`,
      );
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
  const discard = () => {
    clearPreview();
    setPreviewing(false);
    toast('Preview discarded: this browser shows the published site again.');
  };

  const busy = check.isPending || preview.isPending || publish.isPending;
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
          <button type="button" className={`${button} bg-emerald-800 text-white`} disabled={!draft || busy} onClick={() => publish.mutate()}>
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
            {changed ? 'Unpublished changes.' : baseVersion === null ? 'Showing the site as built.' : `Showing version ${baseVersion}.`}
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

      <div className="mt-6">
        {restored && <RestoredNotice restored={restored} onDiscard={discardChanges} />}
        <ErrorSummary issues={issues} title={summaryTitle} />
        {content.isError && <p role="alert">The content could not be loaded: {content.error.message}</p>}
        {!draft && !content.isError && <p>Loading the content…</p>}
        <Outlet context={{ session, current: content.data?.version ?? null } satisfies EditorContext} />
      </div>
    </section>
  );
}
