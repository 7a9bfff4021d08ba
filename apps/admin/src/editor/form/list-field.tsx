import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { fieldBeingRevealed, REVEAL_FIELD_EVENT } from '../content/go-to-field';
import { getIn, useDraft, useIssuesAt } from '../draft/draft-store';
import { emptyValue, fieldId, itemName, pathKey, singularFor, type Path, type SchemaNode } from '../schema/schema-node';
import { describeIssue } from '../words/issue-words';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-stone-500 dark:border-stone-400 bg-white dark:bg-stone-900 px-2.5 text-sm disabled:cursor-not-allowed disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-9 sm:min-w-9';

/** How an item of a list is drawn: the schema field for its node (passed in by fields.tsx, which draws lists). */
export interface ListItemProps {
  node: SchemaNode;
  path: Path;
  label: string;
  inList: true;
}

/** A folded item's one line: its name, its status and its picture when it has them. */
function Summary({ item }: { item: unknown }) {
  const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  const image = record.image as { src?: string } | undefined;
  return (
    <>
      {image?.src && (
        <img src={image.src} alt="" width={40} height={30} className="h-[30px] w-10 shrink-0 rounded object-cover" />
      )}
      {typeof record.status === 'string' && (
        <span className="shrink-0 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-700 dark:text-stone-100">
          {record.status}
        </span>
      )}
    </>
  );
}

interface RowProps {
  id: string;
  index: number;
  count: number;
  name: string;
  item: unknown;
  folds: boolean;
  open: boolean;
  onToggle(): void;
  onMove(to: number): void;
  onRemove(): void;
  children: ReactNode;
}

/** One item: a handle to drag it (or lift it with Space and move it with the arrow keys), its summary, Up, Down and Remove. */
function Row({ id, index, count, name, item, folds, open, onToggle, onMove, onRemove, children }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const panelId = `${id}-panel`;
  return (
    <li
      ref={setNodeRef}
      data-item={index}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded border border-stone-300 dark:border-stone-700 bg-white dark:bg-stone-900 p-2 sm:p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={`${buttonClass} cursor-grab touch-none`}
          data-action="drag"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {folds ? (
          <button
            type="button"
            data-action="open"
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded px-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:min-h-9 dark:focus-visible:ring-emerald-400"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            <span aria-hidden="true" className="shrink-0">
              {open ? '▾' : '▸'}
            </span>
            <span className="min-w-0 flex-1 truncate font-semibold">{name}</span>
            <Summary item={item} />
          </button>
        ) : (
          <span className="flex-1" />
        )}
        <button
          type="button"
          className={buttonClass}
          data-action="up"
          disabled={index === 0}
          aria-label={`Move ${name} up`}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={buttonClass}
          data-action="down"
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className={`${buttonClass} border-red-800 text-red-900 dark:border-red-400 dark:text-red-300`}
          data-action="remove"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      {(!folds || open) && <div id={panelId}>{children}</div>}
    </li>
  );
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * A list of the content (ventures, testimonials, links, features...). An item of several fields
 * folds to one line (its name, status and picture) and opens to edit; new items are added at the
 * top, opened. Items are reordered by dragging their handle, by keyboard on the same handle
 * (Space, arrows, Space) or with Up and Down. Every button names its item for screen readers, and
 * after a move or a removal the focus stays on something that still exists.
 */
export function ListField({
  node,
  path,
  label,
  Item,
}: {
  node: SchemaNode;
  path: Path;
  label: string;
  Item: ComponentType<ListItemProps>;
}) {
  const items = (useDraft((state) => getIn(state.draft, path)) as unknown[] | undefined) ?? [];
  const set = useDraft((state) => state.set);
  const say = useDraft((state) => state.say);
  const issues = useIssuesAt(path);
  const allIssues = useDraft((state) => state.issues);
  const listRef = useRef<HTMLOListElement>(null);
  const one = singularFor(path);
  const itemNode = node.items ?? {};
  const folds = itemNode.type === 'object';
  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  const errorId = `${fieldId(path)}-error`;
  // Stable keys for drag and drop and for which items are open, moved with their items. A change
  // from elsewhere (an undo, a new version) that alters the count starts a fresh set.
  const [keyList, setKeys] = useState<string[]>(() => items.map(newKey));
  let keys = keyList;
  if (keys.length !== items.length) {
    keys = items.map(newKey);
    setKeys(keys);
  }
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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

  const reorder = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    const nextKeys = [...keys];
    const [movedKey] = nextKeys.splice(from, 1);
    nextKeys.splice(to, 0, movedKey!);
    setKeys(nextKeys);
    set(path, next);
  };
  const move = (from: number, to: number) => {
    reorder(from, to);
    // The focus follows the moved item, on the same button while it can move further that way.
    focusLater(to, to < from ? ['up', 'down'] : ['down', 'up']);
  };
  const remove = (index: number) => {
    const name = itemName(items[index], index, one);
    setKeys(keys.filter((_, at) => at !== index));
    set(
      path,
      items.filter((_, at) => at !== index),
    );
    say(`Removed ${name}. Undo brings it back.`);
    // The focus goes to the list's name, never to the next item's Remove: pressing Enter twice
    // must not remove two items.
    requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
  };
  const add = () => {
    const key = newKey();
    setKeys([key, ...keys]);
    set(path, [emptyValue(itemNode), ...items]);
    setOpen((was) => new Set([...was, key]));
    // The new item's first field (or, for a list of texts, its input) takes the focus.
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector<HTMLElement>(':scope > li[data-item="0"]');
      item?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
    });
  };
  // An item the last check found a problem in opens (and stays open while the owner fixes it), so
  // its field can be seen and the issue summary's link can reach it. Only a new set of issues opens
  // items; the owner's own opening and closing are left alone.
  const [seenIssues, setSeenIssues] = useState(allIssues);
  if (seenIssues !== allIssues) {
    setSeenIssues(allIssues);
    const withIssues = items.flatMap((_, index) => {
      const itemKey = pathKey([...path, index]);
      return allIssues.some(
        (issue) =>
          issue.path === itemKey || issue.path.startsWith(`${itemKey}.`) || issue.path.startsWith(`${itemKey}[`),
      )
        ? [keys[index]!]
        : [];
    });
    if (withIssues.some((key) => !open.has(key))) setOpen(new Set([...open, ...withIssues]));
  }
  // Asked to show a field inside one of its items (a click on its text in the live preview, an
  // issue's link), now or while this list was being drawn: that item opens.
  const ownKey = pathKey(path);
  useEffect(() => {
    const reveal = (wanted: string | null) => {
      if (!wanted?.startsWith(`${ownKey}[`)) return;
      const key = keys[Number.parseInt(wanted.slice(ownKey.length + 1), 10)];
      if (key) setOpen((was) => (was.has(key) ? was : new Set([...was, key])));
    };
    reveal(fieldBeingRevealed());
    const onReveal = (event: Event) => reveal((event as CustomEvent<string>).detail);
    window.addEventListener(REVEAL_FIELD_EVENT, onReveal);
    return () => window.removeEventListener(REVEAL_FIELD_EVENT, onReveal);
  }, [ownKey, keys]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const nameOf = (key: string | number) => {
    const index = keys.indexOf(String(key));
    return itemName(items[index], index, one);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}. Move it with the arrow keys, drop it with Space, cancel with Escape.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is now at position ${keys.indexOf(String(over.id)) + 1} of ${items.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${keys.indexOf(String(over.id)) + 1} of ${items.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  return (
    <fieldset
      className="mt-4 rounded border border-stone-300 dark:border-stone-700 p-3 sm:p-4"
      aria-describedby={issues.length ? errorId : undefined}
    >
      <legend id={fieldId(path)} tabIndex={-1} className="px-1 font-semibold">
        {label}{' '}
        <span className="font-normal text-stone-600 dark:text-stone-300">
          ({items.length}
          {node.maxItems !== undefined ? ` of at most ${node.maxItems}` : ''})
        </span>
      </legend>
      {issues.length > 0 && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {issues.map((issue) => describeIssue(issue).message).join(' ')}
        </p>
      )}
      <button
        type="button"
        className={`${buttonClass} mb-3 border-emerald-800 dark:border-emerald-400 text-emerald-900 dark:text-emerald-200`}
        data-action="add"
        disabled={full}
        onClick={add}
      >
        Add {one.toLowerCase()}
      </button>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move this item, press Space, then the arrow keys; press Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="space-y-2">
            {items.map((item, index) => {
              const key = keys[index]!;
              const name = itemName(item, index, one);

              return (
                <Row
                  key={key}
                  id={key}
                  index={index}
                  count={items.length}
                  name={name}
                  item={item}
                  folds={folds}
                  open={open.has(key)}
                  onToggle={() =>
                    setOpen((was) =>
                      was.has(key) ? new Set([...was].filter((other) => other !== key)) : new Set([...was, key]),
                    )
                  }
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(index)}
                >
                  <Item node={itemNode} path={[...path, index]} label={name} inList />
                </Row>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </fieldset>
  );
}
