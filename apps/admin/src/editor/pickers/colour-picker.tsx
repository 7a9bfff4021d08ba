import { VENTURE_COLOURS, ventureColours } from '@rooted/ui/ventures';
import { getIn, useDraft } from '../draft/draft-store';
import { fieldId, pathKey, type Path } from '../schema/schema-node';
import { choiceClass, choiceInput } from './choice-styles';
import { PickerFrame } from './picker-frame';

const nameOf = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);
/** The card draws a six-digit hex colour as given; any other value that is not a token becomes emerald. */
const drawnAsGiven = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

function Swatch({ colour }: { colour: string }) {
  const { background, color } = ventureColours(colour);
  return (
    <span
      aria-hidden="true"
      className="grid size-7 place-items-center rounded-md border border-stone-300"
      style={{ background }}
    >
      <span className="size-3 rounded-full" style={{ background: color }} />
    </span>
  );
}

/**
 * A venture's colour as swatches of the tile the card draws (its tint and ink). A hex colour the
 * content already holds stays a choice of its own; a value the card would replace says so.
 */
export function ColourPicker({ path, label, help }: { path: Path; label: string; help?: string }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const id = fieldId(path);
  const current = typeof value === 'string' ? value : '';
  const custom = drawnAsGiven(current) ? current : undefined;
  const known = VENTURE_COLOURS.includes(current) || custom !== undefined;
  const choices = custom ? [...VENTURE_COLOURS, custom] : VENTURE_COLOURS;
  return (
    <PickerFrame
      id={id}
      label={label}
      help={help}
      warning={
        known
          ? undefined
          : `The site does not know the colour “${current}” and shows emerald instead. Choose one below.`
      }
    >
      {choices.map((colour) => (
        <label key={colour} className={choiceClass}>
          <input
            type="radio"
            className={choiceInput}
            name={pathKey(path)}
            value={colour}
            checked={current === colour}
            onChange={() => set(path, colour)}
          />
          <Swatch colour={colour} />
          {colour === custom ? `Custom (${colour})` : nameOf(colour)}
        </label>
      ))}
    </PickerFrame>
  );
}
