import { useState } from 'react';
import { getIn, useDraft, useIssuesAt } from '../draft/draft-store';
import { idFollowsName, uniqueSlug } from './id-from-name';
import { ImageField } from '../image-field/image-field';
import { ListField } from './list-field';
import { ColourPicker } from '../pickers/colour-picker';
import { IconPicker } from '../pickers/icon-picker';
import { emptyValue, fieldId, labelFor, pathKey, type Path, type SchemaNode } from '../schema/schema-node';
import { fieldHelp } from '../words/field-help';
import { describeIssue } from '../words/issue-words';

interface FieldProps {
  node: SchemaNode;
  path: Path;
  label: string;
  /** Optional fields may be left out: an emptied optional text is removed, not sent empty. */
  optional?: boolean;
  /** A list item: its list draws the box, so the fieldset draws none (less nesting on a phone). */
  inList?: boolean;
}

/** The look of every text input and select of the editor's forms. */
export const inputClass =
  'mt-1 block w-full rounded border border-stone-400 dark:border-stone-500 bg-white dark:bg-stone-900 px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';
const smallButton =
  'min-h-11 rounded border px-3 py-1.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:min-h-0 dark:focus-visible:ring-emerald-400';

/**
 * Values the site never shows: a venture's status colour (the badge's colour follows its status).
 * Left out of the form, so nothing an owner changes there silently does nothing; the content keeps them.
 */
const UNSHOWN = new Set(['statusColor']);
/** The text an item's id is made from, by preference. */
const NAME_KEYS = ['name', 'label', 'title'];

/** The field's errors, in the owner's words, under its input; the input points at them with aria-describedby. */
export function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {messages.join(' ')}
    </p>
  );
}

function hint(node: SchemaNode, path: Path, optional: boolean | undefined): string {
  const parts: string[] = [];
  const help = fieldHelp(path);
  if (help) parts.push(help);
  if (optional) parts.push('Optional.');
  if (node.maxLength) parts.push(`Up to ${node.maxLength} characters.`);
  if (node.format === 'uri') parts.push('A full address starting with https://.');
  if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`From ${node.minimum} to ${node.maximum}.`);
  return parts.join(' ');
}

/** One value of the content, drawn from its schema: a picker, a fieldset, a list, or a single input. */
export function SchemaField({ node, path, label, optional, inList }: FieldProps) {
  const key = path.at(-1);
  if (node['x-image-slot']) return <ImageField node={node} path={path} label={label} />;
  if (path[0] === 'ventures' && typeof key === 'string') {
    if (UNSHOWN.has(key)) return null;
    // A picked icon's shapes belong to the icon picker, which shows them; they are no form of their own.
    if (key === 'iconDrawing') return null;
    if (key === 'icon') return <IconPicker path={path} label={label} help={fieldHelp(path)} />;
    if (key === 'color') return <ColourPicker path={path} label={label} help={fieldHelp(path)} />;
  }
  if (node.type === 'object')
    return <ObjectField node={node} path={path} label={label} optional={optional} inList={inList} />;
  if (node.type === 'array') return <ListField node={node} path={path} label={label} Item={SchemaField} />;
  return <ValueField node={node} path={path} label={label} optional={optional} />;
}

/**
 * An object's fields. When it has an id and a name (a venture, a counter), the id is made from the
 * name as the owner types it and stays hidden unless asked for: it is a code value nobody should
 * have to invent.
 */
function ObjectField({ node, path, label, optional, inList }: FieldProps) {
  const value = useDraft((state) => getIn(state.draft, path)) as Record<string, unknown> | undefined;
  const set = useDraft((state) => state.set);
  const issues = useIssuesAt(path);
  const idIssues = useIssuesAt([...path, 'id']);
  const [showId, setShowId] = useState(false);
  const errorId = `${fieldId(path)}-error`;
  const properties = node.properties ?? {};
  const nameKey = 'id' in properties ? NAME_KEYS.find((key) => key in properties) : undefined;
  if (optional && value === undefined) {
    return (
      <div className="mt-4">
        <button
          type="button"
          className={`${smallButton} border-emerald-800 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200`}
          onClick={() => set(path, emptyValue(node))}
        >
          Add {label.toLowerCase()}
        </button>
      </div>
    );
  }
  /** A new name, and with it a new id while the id still follows the name (unique among the list's items). */
  const rename = (name: string) => {
    if (!nameKey || !value || !idFollowsName(value.id, value[nameKey]))
      return set([...path, nameKey!], name, { typing: true });
    const list = getIn(useDraft.getState().draft, path.slice(0, -1));
    const taken = Array.isArray(list)
      ? list.filter((item) => item !== value).map((item) => String((item as Record<string, unknown>).id))
      : [];
    set(path, { ...value, [nameKey]: name, id: uniqueSlug(name, taken) }, { typing: true });
  };
  return (
    <fieldset
      className={inList ? 'mt-3' : 'mt-4 rounded border border-stone-300 dark:border-stone-700 p-3 sm:p-4'}
      aria-describedby={issues.length ? errorId : undefined}
    >
      {/* In a list the item's folded line already shows its name right above: the legend still
          names the group for screen readers, but is not drawn a second time. */}
      <legend id={fieldId(path)} tabIndex={-1} className={inList ? 'sr-only' : 'px-1 font-semibold'}>
        {label}
      </legend>
      <FieldErrors id={errorId} messages={issues.map((issue) => describeIssue(issue).message)} />
      {Object.entries(properties)
        .filter(([key]) => !key.startsWith('$') && !(nameKey && key === 'id' && !showId && idIssues.length === 0))
        .map(([key, child]) =>
          key === nameKey ? (
            <ValueField
              key={key}
              node={child}
              path={[...path, key]}
              label={labelFor(key)}
              optional={false}
              onText={rename}
            />
          ) : (
            <SchemaField
              key={key}
              node={child}
              path={[...path, key]}
              label={labelFor(key)}
              optional={!(node.required ?? []).includes(key)}
            />
          ),
        )}
      {nameKey && idIssues.length === 0 && (
        <button
          type="button"
          className={`${smallButton} mt-3 border-stone-500 text-sm dark:border-stone-400`}
          aria-expanded={showId}
          onClick={() => setShowId((was) => !was)}
        >
          {showId ? 'Hide the short name' : 'Show the short name'}
        </button>
      )}
      {optional && (
        <button
          type="button"
          className={`${smallButton} mt-3 ml-2 border-stone-500 dark:border-stone-400`}
          onClick={() => set(path, undefined)}
        >
          Remove {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/**
 * One input of the content (text, number, choice or switch) with its label, hint and issues.
 * `onText` replaces how typed text is stored; `describedBy` names further lines a form draws
 * under the field (a story's page address), which the input points at after its own hint.
 */
export function ValueField({
  node,
  path,
  label,
  optional,
  onText,
  describedBy: more,
}: FieldProps & { onText?: (text: string) => void; describedBy?: string }) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const issues = useIssuesAt(path);
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hintText = hint(node, path, optional);
  const describedBy =
    [issues.length ? errorId : '', hintText ? hintId : '', more ?? ''].filter(Boolean).join(' ') || undefined;
  // Text an owner must fill in is marked next to its label (the input says so to screen readers).
  // A text with a format (an email address, a web address) cannot be empty either, though its
  // schema sets no minimum length.
  const required =
    !optional && node.type === 'string' && !node.enum && ((node.minLength ?? 0) > 0 || node.format !== undefined);
  const leave = useDraft((state) => state.leave);
  // Typing into one field is one undo step, until the owner leaves it; leaving it checks it.
  const setText = (text: string) => (onText ? onText(text) : set(path, textValue(text, optional), { typing: true }));
  const common = {
    id,
    name: pathKey(path),
    'aria-invalid': issues.length > 0,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: inputClass,
    onBlur: () => leave(path),
  };

  let input;
  if (node.type === 'boolean') {
    return (
      <div className="mt-4">
        <div className="flex min-h-11 items-center gap-2 sm:min-h-0">
          <input
            {...common}
            className="size-5 accent-emerald-800"
            type="checkbox"
            checked={value === true}
            onChange={(event) => set(path, event.target.checked)}
          />
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
        </div>
        {hintText && (
          <p id={hintId} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {hintText}
          </p>
        )}
        <FieldErrors id={errorId} messages={issues.map((issue) => describeIssue(issue).message)} />
      </div>
    );
  } else if (node.enum) {
    input = (
      <select {...common} value={String(value ?? '')} onChange={(event) => set(path, event.target.value)}>
        {node.enum.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    );
  } else if (node.type === 'number' || node.type === 'integer') {
    input = (
      <input
        {...common}
        type="number"
        inputMode={node.type === 'integer' ? 'numeric' : 'decimal'}
        value={typeof value === 'number' ? value : ''}
        // An empty box is sent as nothing, so the server names the field instead of reading 0.
        onChange={(event) => set(path, event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  } else if ((node.maxLength ?? 0) >= 400) {
    input = (
      <textarea {...common} rows={4} value={String(value ?? '')} onChange={(event) => setText(event.target.value)} />
    );
  } else {
    input = (
      <input
        {...common}
        type={node.format === 'email' ? 'email' : node.format === 'uri' ? 'url' : 'text'}
        value={String(value ?? '')}
        onChange={(event) => setText(event.target.value)}
      />
    );
  }
  return (
    <div className="mt-4">
      {/* "(required)" sits beside the label, not in it: the field's name stays its label, and
          aria-required says it to screen readers. */}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-stone-600 dark:text-stone-300">
            (required)
          </span>
        )}
      </div>
      {input}
      {hintText && (
        <p id={hintId} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {hintText}
        </p>
      )}
      <FieldErrors id={errorId} messages={issues.map((issue) => describeIssue(issue).message)} />
    </div>
  );
}

/** An emptied optional text is left out of the content rather than sent as "". */
const textValue = (text: string, optional: boolean | undefined) => (optional && text === '' ? undefined : text);
