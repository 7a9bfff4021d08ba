import type { IconDrawing } from '@rooted/site-content';
import { VentureIcon } from '@rooted/ui/ventures';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useModalDialog } from '../../shell/use-modal-dialog';
import type * as IconSetCode from './icon-set';
import type { SetIcon } from './icon-set';

/** The most icons drawn at once: enough to scan, few enough that the dialog opens at once on a phone. */
export const SHOWN_ICONS = 120;

type IconSetModule = typeof IconSetCode;

/** The icon set's code, fetched the first time the dialog opens (a chunk of its own), then kept. */
let loading: Promise<IconSetModule> | undefined;
const loadIconSet = () =>
  (loading ??= import('./icon-set').catch((error: unknown) => ((loading = undefined), Promise.reject(error))));

const button =
  'min-h-11 rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';
const iconButton =
  'flex size-full min-h-11 flex-col items-center gap-1 rounded border border-stone-300 bg-white px-1 py-2 text-center text-xs wrap-anywhere hover:border-emerald-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:border-stone-600 dark:bg-stone-900 dark:hover:border-emerald-400 dark:focus-visible:ring-emerald-400';

/**
 * Moves the focus among the icons with the arrow keys: left and right by one, up and down by a
 * row (the grid's columns follow the dialog's width, so a row is counted from where buttons sit).
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -2, ArrowDown: 2 };
  const step = steps[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const top = buttons[0]!.offsetTop;
  const perRow = Math.max(
    1,
    buttons.findIndex((b) => b.offsetTop !== top),
  );
  const by = Math.abs(step) === 2 ? Math.sign(step) * (perRow > 1 ? perRow : 1) : step;
  const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + by))];
  event.preventDefault();
  next?.focus();
}

/**
 * "Choose an icon": a search box over the full icon set and the icons that match, each a button
 * named by the icon's name; Enter or a click picks one. A modal `<dialog>` like the editor's
 * others: the browser keeps the focus inside; Escape or Cancel closes it, and either way the focus
 * goes back to the button that opened it (`opener`).
 */
export function IconSearchDialog({
  open,
  opener,
  onPick,
  onClose,
}: {
  open: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  onPick: (icon: { name: string; drawing: IconDrawing }) => void;
  onClose: () => void;
}) {
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [set, setSet] = useState<IconSetModule | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const dialog = useModalDialog(open, {
    focus: search,
    returnFocus: opener,
    onOpen: () => {
      setQuery('');
      setFailed(null);
      loadIconSet().then(setSet, (error: unknown) =>
        setFailed(error instanceof Error ? error.message : 'the network failed'),
      );
    },
  });

  const matches: SetIcon[] = set ? set.searchIcons(query) : [];
  const shown = matches.slice(0, SHOWN_ICONS);
  const status = failed
    ? `The icons could not be loaded: ${failed}. Close and try again.`
    : !set
      ? 'Loading the icons…'
      : matches.length === 0
        ? `No icon is called “${query.trim()}”. Try another word.`
        : shown.length < matches.length
          ? `${matches.length} icons${query.trim() ? ` match “${query.trim()}”` : ''}; the first ${shown.length} are shown. Type to narrow them.`
          : `${matches.length === 1 ? 'One icon matches' : `${matches.length} icons match`} “${query.trim()}”.`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="icon-search-title"
      className="m-auto w-[min(44rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] flex-col rounded-lg border border-stone-400 bg-white p-5 text-stone-900 backdrop:bg-stone-950/50 open:flex dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id="icon-search-title" className="text-xl font-semibold">
            Choose an icon
          </h2>
          <label htmlFor="icon-search" className="mt-3 block font-medium">
            Search icons
          </label>
          <input
            ref={search}
            id="icon-search"
            type="search"
            autoComplete="off"
            aria-describedby="icon-search-status"
            className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:border-stone-500 dark:bg-stone-900 dark:focus-visible:ring-emerald-400"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Down from the search box goes to the first icon, as it would in a list of results.
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              dialog.current?.querySelector<HTMLButtonElement>('ul button')?.focus();
            }}
          />
          <p id="icon-search-status" role="status" className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            {status}
          </p>
          <ul
            aria-label="Icons"
            className="mt-3 grid min-h-0 flex-1 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2 overflow-y-auto p-1"
            onKeyDown={moveFocus}
          >
            {shown.map((icon) => (
              <li key={icon.name}>
                <button type="button" className={iconButton} onClick={() => onPick(icon)}>
                  <span className="text-emerald-900 dark:text-emerald-200">
                    <VentureIcon token="sprout" drawing={icon.drawing} />
                  </span>
                  {icon.name}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={`${button} border border-stone-600 bg-white dark:border-stone-400 dark:bg-stone-900`}
              onClick={onClose}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
