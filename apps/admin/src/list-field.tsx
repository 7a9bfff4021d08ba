import { useRef, type ComponentType } from 'react';
import { getIn, useDraft, useIssuesAt } from './draft-store';
import { emptyValue, fieldId, itemName, singularFor, type Path, type SchemaNode } from './schema';
import { describeIssue } from './words/issue-words';

const buttonClass =
  'rounded border border-stone-500 dark:border-stone-400 bg-white dark:bg-stone-900 px-2.5 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';

/** How an item of a list is drawn: the schema field for its node (passed in by fields.tsx, which draws lists). */
export interface ListItemProps {
  node: SchemaNode;
  path: Path;
  label: string;
  inList: true;
}

/**
 * A list of the content (ventures, testimonials, links, features...): add at the end, remove, and
 * move up or down. Every button names its item for screen readers, and after a move or a removal
 * the focus stays on something that still exists, so the list is usable by keyboard alone.
 */
export function ListField({ node, path, label, Item }: { node: SchemaNode; path: Path; label: string; Item: ComponentType<ListItemProps> }) {
  const items = (useDraft((state) => getIn(state.draft, path)) as unknown[] | undefined) ?? [];
  const set = useDraft((state) => state.set);
  const issues = useIssuesAt(path);
  const listRef = useRef<HTMLOListElement>(null);
  const one = singularFor(path);
  const itemNode = node.items ?? {};
  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  const errorId = `${fieldId(path)}-error`;

  /**
   * After React has re-rendered, focus the first button that exists of `actions` on item `index`,
   * or the add button. Only this list's own items: a venture's features are lists of their own.
   */
  const focusLater = (index: number, actions: string[]) =>
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector<HTMLElement>(`:scope > li[data-item="${index}"]`);
      for (const action of actions) {
        const target = item?.querySelector<HTMLButtonElement>(`:scope > div > [data-action="${action}"]`);
        if (target && !target.disabled) return target.focus();
      }
      listRef.current?.parentElement?.querySelector<HTMLElement>(':scope > [data-action="add"]')?.focus();
    });

  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(path, next);
    // The focus follows the moved item, on the same button while it can move further that way.
    focusLater(to, to < from ? ['up', 'down'] : ['down', 'up']);
  };
  const remove = (index: number) => {
    set(
      path,
      items.filter((_, at) => at !== index),
    );
    focusLater(Math.min(index, items.length - 2), ['remove']);
  };
  const add = () => {
    set(path, [...items, emptyValue(itemNode)]);
    const index = items.length;
    requestAnimationFrame(() => document.getElementById(fieldId([...path, index]))?.focus());
  };

  return (
    <fieldset className="mt-4 rounded border border-stone-300 dark:border-stone-700 p-3 sm:p-4" aria-describedby={issues.length ? errorId : undefined}>
      <legend id={fieldId(path)} tabIndex={-1} className="px-1 font-semibold">
        {label} <span className="font-normal text-stone-600 dark:text-stone-300">({items.length}{node.maxItems !== undefined ? ` of at most ${node.maxItems}` : ''})</span>
      </legend>
      {issues.length > 0 && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {issues.map((issue) => describeIssue(issue).message).join(' ')}
        </p>
      )}
      <ol ref={listRef} className="space-y-3">
        {items.map((item, index) => {
          const name = itemName(item, index, one);
          return (
            <li key={index} data-item={index} className="rounded border border-stone-300 dark:border-stone-700 bg-white dark:bg-stone-900 p-2 sm:p-3">
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" className={buttonClass} data-action="up" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => move(index, index - 1)}>
                  ↑ Up
                </button>
                <button type="button" className={buttonClass} data-action="down" disabled={index === items.length - 1} aria-label={`Move ${name} down`} onClick={() => move(index, index + 1)}>
                  ↓ Down
                </button>
                <button type="button" className={`${buttonClass} border-red-800 dark:border-red-400 text-red-900 dark:text-red-300`} data-action="remove" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
              <Item node={itemNode} path={[...path, index]} label={name} inList />
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${buttonClass} mt-3 border-emerald-800 dark:border-emerald-400 text-emerald-900 dark:text-emerald-200`} data-action="add" disabled={full} onClick={add}>
        Add {one.toLowerCase()}
      </button>
    </fieldset>
  );
}
