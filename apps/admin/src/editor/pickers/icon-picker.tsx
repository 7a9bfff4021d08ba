import type { IconDrawing } from '@rooted/site-content';
import { VENTURE_ICONS, VentureIcon } from '@rooted/ui/ventures';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getIn, useDraft } from '../draft/draft-store';
import { fieldId, pathKey, type Path } from '../schema/schema-node';
import { choiceClass, choiceInput } from './choice-styles';
import { IconSearchDialog } from './icon-search-dialog';
import { PickerFrame } from './picker-frame';

const nameOf = (icon: string) => icon.charAt(0).toUpperCase() + icon.slice(1).replace(/-/g, ' ');
const smallButton =
  'min-h-11 rounded border px-3 py-1.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';

/** A built-in icon's name, as the `icon` token takes it (`tractor`), or undefined when it is no token. */
const asToken = (name: string) => (/^[a-z][a-z0-9-]*$/.test(name) && name.length <= 40 ? name : undefined);

/**
 * A venture's icon: one of the icons the card draws built in, each shown as it appears, or any
 * icon of the full set found by searching ("Search all icons…"). A picked icon's shapes are
 * copied into the venture (`iconDrawing`) and its name into `icon`, so the site draws it with no
 * icon library; choosing a built-in icon again removes the copy. There is no text box: a name the
 * card does not know would be drawn as a sprout without a word, so it cannot be entered. Content
 * stored with such a name and no drawing says so until one is chosen.
 */
export function IconPicker({ path, label, help }: { path: Path; label: string; help?: string }) {
  const venturePath = path.slice(0, -1);
  const venture = useDraft((state) => getIn(state.draft, venturePath)) as Record<string, unknown> | undefined;
  const set = useDraft((state) => state.set);
  const [searching, setSearching] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = fieldId(path);
  const value = venture?.[String(path.at(-1))];
  const drawing = Array.isArray(venture?.iconDrawing) ? (venture.iconDrawing as IconDrawing) : undefined;
  const known = typeof value === 'string' && VENTURE_ICONS.includes(value);

  /** One change, so one undo step puts back the icon as it was, drawing and name together. */
  const change = (icon: string, iconDrawing?: IconDrawing) => {
    const { iconDrawing: _old, ...rest } = venture ?? {};
    set(venturePath, iconDrawing ? { ...rest, icon, iconDrawing } : { ...rest, icon });
  };

  return (
    <PickerFrame
      id={id}
      label={label}
      help={help}
      warning={
        known || drawing
          ? undefined
          : `The site does not know the icon “${String(value ?? '')}” and shows a sprout instead. Choose one below.`
      }
    >
      {drawing && (
        <div className="flex w-full flex-wrap items-center gap-3 rounded border-2 border-emerald-800 bg-white px-3 py-1.5 dark:border-emerald-300 dark:bg-stone-900">
          <span className="text-emerald-900 dark:text-emerald-200">
            <VentureIcon token="sprout" drawing={drawing} />
          </span>
          <span className="font-semibold">
            {typeof value === 'string' ? nameOf(value) : 'Chosen icon'}
            <span className="sr-only"> (chosen from all icons)</span>
          </span>
          <button
            type="button"
            className={`${smallButton} ml-auto border-stone-500 dark:border-stone-400`}
            onClick={(event) => {
              const group = event.currentTarget.closest('fieldset');
              flushSync(() => change(known ? String(value) : 'sprout'));
              // The button is gone with the drawing: the focus goes on to the built-in icon now chosen.
              group?.querySelector<HTMLInputElement>('input:checked')?.focus();
            }}
          >
            Use the built-in icon
          </button>
        </div>
      )}
      {VENTURE_ICONS.map((icon) => (
        <label key={icon} className={choiceClass}>
          <input
            type="radio"
            className={choiceInput}
            name={pathKey(path)}
            value={icon}
            checked={!drawing && value === icon}
            onChange={() => change(icon)}
          />
          <span className="text-emerald-900 dark:text-emerald-200">
            <VentureIcon token={icon} />
          </span>
          {nameOf(icon)}
        </label>
      ))}
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className={`${smallButton} border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200`}
        onClick={() => setSearching(true)}
      >
        Search all icons…
      </button>
      <IconSearchDialog
        open={searching}
        opener={opener}
        onClose={() => setSearching(false)}
        onPick={(icon) => {
          change(asToken(icon.name) ?? (known ? String(value) : 'sprout'), icon.drawing);
          setSearching(false);
        }}
      />
    </PickerFrame>
  );
}
