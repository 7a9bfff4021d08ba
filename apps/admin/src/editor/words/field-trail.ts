import { labelFor, singularFor, type Path } from '../schema/schema-node';

/** `ventures[4].name` as a path: `['ventures', 4, 'name']`. */
export function parsePath(key: string): Path {
  const path: (string | number)[] = [];
  for (const match of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    path.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return path;
}

/**
 * Where a value is, in the words the editor shows: `ventures[4].name` is "Venture 5 › Name",
 * `sections.about.title` is "About › Section heading › Title". A list's item is named by its
 * number, counted from 1 as the owner sees the list.
 */
export function fieldTrail(path: Path): string {
  const steps: string[] = [];
  for (let index = 0; index < path.length; index++) {
    const part = path[index]!;
    if (typeof part === 'number') continue;
    if (index === 0 && part === 'sections' && typeof path[1] === 'string') {
      steps.push(labelFor(path[1]), 'Section heading');
      index++;
      continue;
    }
    const next = path[index + 1];
    steps.push(typeof next === 'number' ? `${singularFor(path.slice(0, index + 1))} ${next + 1}` : labelFor(part));
  }
  return steps.join(' › ');
}
