import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { siteContentJsonSchema } from '@rooted/site-content';
import { api, type Session } from './api';
import { useDraft } from './draft-store';
import { ErrorSummary } from './error-summary';
import { SchemaField } from './fields';
import { AccountSection } from './account/account-section';
import { History } from './history';
import { forgetKeptDraft, keepDraft, loadOrRestore, type Restored } from './kept-draft';
import { clearPreview, hasPreview, writePreview } from './preview';
import { RestoredNotice } from './restored-notice';
import { SectionHeading } from './shell/section-heading';
import { labelFor, type SchemaNode } from './schema';

/** The forms follow the content's JSON Schema, made from the content model itself so it is never stale. */
const schema = siteContentJsonSchema() as unknown as SchemaNode;
/** The parts of the content, in the schema's order (its `$schema` key is the file's, not content). */
const parts = Object.entries(schema.properties ?? {}).filter(([key]) => !key.startsWith('$'));
const PREVIEW_PAGES = [
  { href: '/', text: 'Home' },
  { href: '/privacy', text: 'Privacy' },
  { href: '/terms', text: 'Terms' },
  { href: '/cookies', text: 'Cookies' },
];

const button =
  'rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';

/** The Content section: the draft's forms, check, preview, publish, history and the owner's account. */
export function Editor({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const content = useQuery({ queryKey: ['content'], queryFn: api.content });
  const { draft, baseVersion, issues, load, setIssues, changed } = useDraft();
  const [summaryTitle, setSummaryTitle] = useState('');
  const [previewing, setPreviewing] = useState(hasPreview);

  const [restored, setRestored] = useState<Restored>();
  const handled = useRef<unknown>(undefined);
  // The draft starts from what visitors see now (or, on the first load, the unpublished changes
  // this browser kept), and again after a publish or rollback. Each answer is loaded once.
  useEffect(() => {
    if (!content.data || handled.current === content.data) return;
    setRestored(loadOrRestore(content.data, handled.current === undefined));
    handled.current = content.data;
  }, [content.data]);
  useEffect(() => keepDraft(), []);
  const discardChanges = () => {
    forgetKeptDraft();
    if (content.data) load(content.data.content, content.data.version);
    setRestored(undefined);
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
      <SectionHeading id="content-title">Content</SectionHeading>

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
          <span className="text-sm text-stone-700 dark:text-stone-300" role="status">
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

      <nav aria-label="Parts of the site" className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {parts.map(([key]) => (
            <li key={key}>
              <a className="text-emerald-900 dark:text-emerald-200 underline" href={`#part-${key}`}>
                {labelFor(key)}
              </a>
            </li>
          ))}
          <li>
            <a className="text-emerald-900 dark:text-emerald-200 underline" href="#history-title">
              History
            </a>
          </li>
          <li>
            <a className="text-emerald-900 underline dark:text-emerald-200" href="#account-title">
              Account
            </a>
          </li>
        </ul>
      </nav>

      <div className="mt-6">
        {restored && <RestoredNotice restored={restored} onDiscard={discardChanges} />}
        <ErrorSummary issues={issues} title={summaryTitle} />
        {content.isError && <p role="alert">The content could not be loaded: {content.error.message}</p>}
        {!draft && !content.isError && <p>Loading the content…</p>}
        {draft && (
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            {parts.map(([key, node]) => (
              <section key={key} id={`part-${key}`} aria-labelledby={`part-${key}-title`} className="mt-10 scroll-mt-32">
                <h2 id={`part-${key}-title`} className="text-2xl font-semibold">
                  {labelFor(key)}
                </h2>
                {node.type === 'object' ? (
                  Object.entries(node.properties ?? {}).map(([child, childNode]) => (
                    <SchemaField key={child} node={childNode} path={[key, child]} label={labelFor(child)} optional={!(node.required ?? []).includes(child)} />
                  ))
                ) : (
                  <SchemaField node={node} path={[key]} label={labelFor(key)} />
                )}
              </section>
            ))}
          </form>
        )}
        <History csrfToken={session.csrfToken} current={content.data?.version ?? null} />
        <AccountSection csrfToken={session.csrfToken} />
      </div>
    </section>
  );
}
