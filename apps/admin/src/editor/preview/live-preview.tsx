import { useEffect, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { goToField } from '../content/go-to-field';
import { useDraft } from '../draft/draft-store';
import { fieldAtClick } from './field-of-text';
import { clearPreview, hasPreview, writePreview } from './preview-storage';

/** The pages the preview can show; the home page holds nearly every section, the legal pages the company's details. */
export const PREVIEW_PAGES = [
  { href: '/', text: 'Home' },
  { href: '/privacy', text: 'Privacy' },
  { href: '/terms', text: 'Terms' },
  { href: '/cookies', text: 'Cookies' },
];

/** How long typing pauses before the draft is checked and shown: a check per pause, not per key. */
const SETTLE_MS = 300;
const PHONE_WIDTH = 390;

const toggle =
  'min-h-11 rounded border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900 px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 aria-pressed:bg-emerald-800 aria-pressed:text-white';

/**
 * The real pages beside the form, following the draft as the owner types. The same preview as the
 * Preview button's: each valid draft (the server checks it, as for Preview) is stored under the
 * preview key, and the framed page, like any open tab of the site in this browser, follows that
 * key. An invalid draft leaves the last valid one shown and says so. The frame is created only
 * once a draft is stored, so it never shows the published text first. It adds nothing to the
 * editor's bar: a row appearing there while the owner drags an item would move the list under
 * the pointer.
 */
export function LivePreview({ csrfToken }: { csrfToken: string }) {
  const draft = useDraft((state) => state.draft);
  const changed = useDraft((state) => state.changed);
  const [written, setWritten] = useState(false);
  const [stale, setStale] = useState(false);
  const [phone, setPhone] = useState(false);
  const [page, setPage] = useState(PREVIEW_PAGES[0]!.href);
  const navigate = useNavigate();

  // A click on a text of the draft in the framed page takes the owner to its field (the page is
  // the site's own, so its document is reachable); any other click works as on the site.
  const listen = (event: SyntheticEvent<HTMLIFrameElement>) => {
    event.currentTarget.contentDocument?.addEventListener(
      'click',
      (click) => {
        const path = fieldAtClick(useDraft.getState().draft, click.target);
        if (!path) return;
        click.preventDefault();
        click.stopPropagation();
        goToField(path, navigate);
      },
      true,
    );
  };

  useEffect(() => {
    if (!draft) return;
    if (!changed) {
      // Nothing unpublished: the frame shows the published pages (a preview left from before is dropped).
      if (hasPreview()) clearPreview();
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.check(draft, csrfToken).then(
        (answer) => {
          if (!current) return;
          setStale(!answer.ok);
          if (!answer.ok) return;
          writePreview(draft);
          setWritten(true);
        },
        () => current && setStale(true),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, changed, csrfToken]);

  // With nothing changed the frame shows the published site; with changes, once a draft is stored.
  const shown = !changed || written;
  const problems = changed && stale;
  return (
    <section aria-labelledby="live-preview-title" className="sticky top-20 flex h-[calc(100dvh-6rem)] flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="live-preview-title" className="font-semibold">
          Live preview
        </h2>
        <label className="flex items-center gap-1 text-sm">
          Page
          <select className={toggle} value={page} onChange={(event) => setPage(event.target.value)}>
            {PREVIEW_PAGES.map((option) => (
              <option key={option.href} value={option.href}>
                {option.text}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={toggle} aria-pressed={phone} onClick={() => setPhone((was) => !was)}>
          Phone width
        </button>
      </div>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300" role="status">
        {problems
          ? 'The draft has problems: the preview shows the last version without them. Check lists them.'
          : shown
            ? changed
              ? 'Follows the draft as you type. Only this browser sees it.'
              : 'Shows the published site: nothing is changed yet.'
            : 'Preparing the preview…'}
        {shown && ' Click a text in it to edit that text.'}
      </p>
      <div className="mt-2 min-h-0 flex-1 overflow-auto rounded border border-stone-300 dark:border-stone-700 bg-stone-200 dark:bg-stone-800">
        {shown && (
          <iframe
            key={page}
            src={page}
            title={`Live preview of the ${PREVIEW_PAGES.find((option) => option.href === page)?.text ?? ''} page`}
            className="mx-auto block h-full bg-white"
            onLoad={listen}
            style={{ width: phone ? PHONE_WIDTH : '100%' }}
          />
        )}
      </div>
    </section>
  );
}
