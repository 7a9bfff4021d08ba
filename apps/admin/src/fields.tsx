import { getIn, useDraft, useIssuesAt } from './draft-store';
import { ImageField } from './image-field/image-field';
import { ListField } from './list-field';
import { emptyValue, fieldId, labelFor, pathKey, type Path, type SchemaNode } from './schema';

interface FieldProps {
  node: SchemaNode;
  path: Path;
  label: string;
  /** Optional fields may be left out: an emptied optional text is removed, not sent empty. */
  optional?: boolean;
  /** A list item: its list draws the box, so the fieldset draws none (less nesting on a phone). */
  inList?: boolean;
}

const inputClass =
  'mt-1 block w-full rounded border border-stone-400 dark:border-stone-500 bg-white dark:bg-stone-900 px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

/** The field's errors, in the schema's words, under its input; the input points at them with aria-describedby. */
function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {messages.join(' ')}
    </p>
  );
}

function hint(node: SchemaNode, optional: boolean | undefined): string {
  const parts: string[] = [];
  if (optional) parts.push('Optional.');
  if (node.maxLength) parts.push(`Up to ${node.maxLength} characters.`);
  if (node.format === 'uri') parts.push('A full address starting with https://.');
  if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`From ${node.minimum} to ${node.maximum}.`);
  return parts.join(' ');
}

/** One value of the content, drawn from its schema: a fieldset, a list, or a single input. */
export function SchemaField({ node, path, label, optional, inList }: FieldProps) {
  if (node['x-image-slot']) return <ImageField node={node} path={path} label={label} />;
  if (node.type === 'object') return <ObjectField node={node} path={path} label={label} optional={optional} inList={inList} />;
  if (node.type === 'array') return <ListField node={node} path={path} label={label} Item={SchemaField} />;
  return <ValueField node={node} path={path} label={label} optional={optional} />;
}

function ObjectField({ node, path, label, optional, inList }: FieldProps) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const issues = useIssuesAt(path);
  const errorId = `${fieldId(path)}-error`;
  if (optional && value === undefined) {
    return (
      <div className="mt-4">
        <button type="button" className="rounded border border-emerald-800 dark:border-emerald-400 px-3 py-1.5 text-emerald-900 dark:text-emerald-200" onClick={() => set(path, emptyValue(node))}>
          Add {label.toLowerCase()}
        </button>
      </div>
    );
  }
  return (
    <fieldset className={inList ? 'mt-3' : 'mt-4 rounded border border-stone-300 dark:border-stone-700 p-3 sm:p-4'} aria-describedby={issues.length ? errorId : undefined}>
      <legend id={fieldId(path)} tabIndex={-1} className={inList ? 'font-semibold' : 'px-1 font-semibold'}>
        {label}
      </legend>
      <FieldErrors id={errorId} messages={issues.map((issue) => issue.message)} />
      {Object.entries(node.properties ?? {})
        .filter(([key]) => !key.startsWith('$'))
        .map(([key, child]) => (
          <SchemaField key={key} node={child} path={[...path, key]} label={labelFor(key)} optional={!(node.required ?? []).includes(key)} />
        ))}
      {optional && (
        <button type="button" className="mt-3 rounded border border-stone-500 dark:border-stone-400 px-3 py-1.5" onClick={() => set(path, undefined)}>
          Remove {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

function ValueField({ node, path, label, optional }: FieldProps) {
  const value = useDraft((state) => getIn(state.draft, path));
  const set = useDraft((state) => state.set);
  const issues = useIssuesAt(path);
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hintText = hint(node, optional);
  const describedBy = [issues.length ? errorId : '', hintText ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: pathKey(path),
    'aria-invalid': issues.length > 0,
    'aria-describedby': describedBy,
    className: inputClass,
  };

  let input;
  if (node.type === 'boolean') {
    return (
      <div className="mt-4">
        <div className="flex items-center gap-2">
          <input {...common} className="size-5 accent-emerald-800" type="checkbox" checked={value === true} onChange={(event) => set(path, event.target.checked)} />
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
        </div>
        <FieldErrors id={errorId} messages={issues.map((issue) => issue.message)} />
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
    input = <textarea {...common} rows={4} value={String(value ?? '')} onChange={(event) => set(path, textValue(event.target.value, optional))} />;
  } else {
    input = (
      <input
        {...common}
        type={node.format === 'email' ? 'email' : node.format === 'uri' ? 'url' : 'text'}
        value={String(value ?? '')}
        onChange={(event) => set(path, textValue(event.target.value, optional))}
      />
    );
  }
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {input}
      {hintText && (
        <p id={hintId} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {hintText}
        </p>
      )}
      <FieldErrors id={errorId} messages={issues.map((issue) => issue.message)} />
    </div>
  );
}

/** An emptied optional text is left out of the content rather than sent as "". */
const textValue = (text: string, optional: boolean | undefined) => (optional && text === '' ? undefined : text);
