import { VENTURE_ICONS, VentureIcon } from '@rooted/ui/ventures';
import { getIn, useDraft } from '../draft-store';
import { fieldId, pathKey, type Path } from '../schema';
import { choiceClass, choiceInput } from './choice-styles';
import { PickerFrame } from './picker-frame';

const nameOf = (icon: string) => icon.charAt(0).toUpperCase() + icon.slice(1);

/**
 * A venture's icon, chosen from the icons the card draws, each shown as it appears. There is no
 * text box: a name the card does not know would be drawn as a sprout without a word, so it cannot
 * be entered. Content stored with such a name says so until one is chosen.
 */
export function IconPicker({ path, label, help }: { path: Path; label: string; help?: string }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const id = fieldId(path);
  const known = typeof value === 'string' && VENTURE_ICONS.includes(value);
  return (
    <PickerFrame
      id={id}
      label={label}
      help={help}
      warning={
        known
          ? undefined
          : `The site does not know the icon “${String(value ?? '')}” and shows a sprout instead. Choose one below.`
      }
    >
      {VENTURE_ICONS.map((icon) => (
        <label key={icon} className={choiceClass}>
          <input
            type="radio"
            className={choiceInput}
            name={pathKey(path)}
            value={icon}
            checked={value === icon}
            onChange={() => set(path, icon)}
          />
          <span className="text-emerald-900 dark:text-emerald-200">
            <VentureIcon token={icon} />
          </span>
          {nameOf(icon)}
        </label>
      ))}
    </PickerFrame>
  );
}
