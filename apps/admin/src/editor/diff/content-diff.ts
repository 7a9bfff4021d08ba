import { sectionOfPath } from '../content/content-sections';
import { pathKey, type Path } from '../schema/schema-node';
import { fieldTrail } from '../words/field-trail';

/** One difference between two contents, in the owner's words. */
export interface ContentChange {
  /** The value's place in the content (`company.phone`, `ventures[2].name`). */
  path: string;
  /** Where, as the editor names it: "Company › Phone", "Ventures › Venture 3 › Name". */
  where: string;
  /** The value before, as words ("(empty)" when it had none). */
  before: string;
  /** The value after, as words. */
  after: string;
}

/** Longer texts are cut: the list says what changed, the field shows the whole text. */
const MAX_WORDS = 160;
const EMPTY = '(empty)';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the owner reads it: texts as they are, Yes/No, a list of texts joined. */
export function inWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(inWords).join(', ');
  if (isPlain(value)) {
    const name = [value.name, value.title, value.author, value.label, value.text].find(
      (part) => typeof part === 'string' && part.trim(),
    );
    return typeof name === 'string' ? inWords(name) : EMPTY;
  }
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1)}…` : text;
}

/** "Venture 3 › Name" under its section: "Ventures › Venture 3 › Name" (a trail already starting with it is left as is). */
function whereOf(path: Path): string {
  const trail = fieldTrail(path);
  const section = sectionOfPath(pathKey(path))?.label;
  return section && !trail.startsWith(section) ? `${section} › ${trail}` : trail;
}

/** Items of a list that carry their own ids (ventures, counters): matched by id, so adding one at the top does not read as every item changing. */
function idsOf(list: readonly unknown[]): string[] | undefined {
  const ids = list.map((item) => (isPlain(item) && typeof item.id === 'string' ? item.id : undefined));
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return undefined;
  return ids as string[];
}

/** Texts are compared as the server keeps them, trimmed: a trailing space is not a change an owner would name. */
const normal = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const sameValue = (a: unknown, b: unknown) => normal(a) === normal(b) || (isEmpty(normal(a)) && isEmpty(normal(b)));

function diffList(before: readonly unknown[], after: readonly unknown[], path: Path, out: ContentChange[]) {
  const where = whereOf(path);
  // A list of texts (features, keywords) is one value: "a, b" → "a, c" reads better than item by item.
  if ([...before, ...after].every((item) => !isPlain(item) && !Array.isArray(item))) {
    if (before.length !== after.length || before.some((item, index) => !sameValue(item, after[index])))
      out.push({ path: pathKey(path), where, before: inWords(before), after: inWords(after) });
    return;
  }
  const beforeIds = idsOf(before);
  const afterIds = idsOf(after);
  if (beforeIds && afterIds) {
    for (const [index, id] of afterIds.entries()) {
      const old = beforeIds.indexOf(id);
      if (old === -1)
        out.push({
          path: pathKey([...path, index]),
          where: whereOf([...path, index]),
          before: EMPTY,
          after: `Added: ${inWords(after[index])}`,
        });
      else diffValue(before[old], after[index], [...path, index], out);
    }
    for (const [index, id] of beforeIds.entries()) {
      if (!afterIds.includes(id))
        out.push({
          path: pathKey([...path, index]),
          where: whereOf([...path, index]),
          before: inWords(before[index]),
          after: 'Removed',
        });
    }
    const kept = afterIds.filter((id) => beforeIds.includes(id));
    const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
    if (kept.some((id, index) => id !== keptBefore[index])) {
      const names = (list: readonly unknown[], ids: string[], order: string[]) =>
        order.map((id) => inWords(list[ids.indexOf(id)])).join(', ');
      out.push({
        path: pathKey(path),
        where: `${where} › Order`,
        before: names(before, beforeIds, keptBefore),
        after: names(after, afterIds, kept),
      });
    }
    return;
  }
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index++) {
    if (index >= before.length)
      out.push({
        path: pathKey([...path, index]),
        where: whereOf([...path, index]),
        before: EMPTY,
        after: `Added: ${inWords(after[index])}`,
      });
    else if (index >= after.length)
      out.push({
        path: pathKey([...path, index]),
        where: whereOf([...path, index]),
        before: inWords(before[index]),
        after: 'Removed',
      });
    else diffValue(before[index], after[index], [...path, index], out);
  }
}

/**
 * A venture's drawn icon is one value: its shapes mean nothing read out, and the icon's name
 * (`icon`) says which one it is, beside it in the list.
 */
const DRAWN_ICON = 'Drawn from the full icon set';
const drawingInWords = (value: unknown) => (Array.isArray(value) && value.length > 0 ? DRAWN_ICON : EMPTY);

function diffValue(before: unknown, after: unknown, path: Path, out: ContentChange[]) {
  if (path.at(-1) === 'iconDrawing') {
    if (JSON.stringify(before) !== JSON.stringify(after))
      out.push({
        path: pathKey(path),
        where: whereOf(path),
        before: drawingInWords(before),
        after: before && after ? `${DRAWN_ICON} (another icon)` : drawingInWords(after),
      });
    return;
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    return diffList(Array.isArray(before) ? before : [], Array.isArray(after) ? after : [], path, out);
  }
  if (isPlain(before) || isPlain(after)) {
    const from = isPlain(before) ? before : {};
    const to = isPlain(after) ? after : {};
    const keys = [...Object.keys(from), ...Object.keys(to).filter((key) => !(key in from))];
    for (const key of keys) diffValue(from[key], to[key], [...path, key], out);
    return;
  }
  if (!sameValue(before, after))
    out.push({ path: pathKey(path), where: whereOf(path), before: inWords(before), after: inWords(after) });
}

/**
 * What changed from `before` to `after`, field by field, in the order the content lists them.
 * Keys are compared whatever their order (the server stores content in the schema's order, the
 * editor in the order fields were set), an empty text equals an absent one, and list items with
 * ids are matched by id, so a venture added at the top is one change rather than every card's.
 */
export function diffContent(before: unknown, after: unknown): ContentChange[] {
  const out: ContentChange[] = [];
  diffValue(before, after, [], out);
  return out;
}

/** True when the two contents hold the same values (key order and empty-versus-absent aside). */
export const sameContent = (a: unknown, b: unknown): boolean => diffContent(a, b).length === 0;

/** One value of a content, where it is and what it says: a version shown read-only. */
export interface ContentField {
  path: string;
  where: string;
  value: string;
}

function collect(value: unknown, path: Path, out: ContentField[]) {
  if (Array.isArray(value) && value.every((item) => !isPlain(item) && !Array.isArray(item))) {
    out.push({ path: pathKey(path), where: whereOf(path), value: inWords(value) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, index], out));
  } else if (isPlain(value)) {
    for (const [key, child] of Object.entries(value)) collect(child, [...path, key], out);
  } else if (!sameValue(value, undefined)) {
    out.push({ path: pathKey(path), where: whereOf(path), value: inWords(value) });
  }
}

/** Every filled-in value of a content, in its order, named as the editor names it. */
export function contentFields(content: unknown): ContentField[] {
  const out: ContentField[] = [];
  collect(content, [], out);
  return out;
}

/** The section a field belongs to, by its path; "Other" for a value no section edits. */
export const sectionLabelOf = (path: string): string => sectionOfPath(path)?.label ?? 'Other';
