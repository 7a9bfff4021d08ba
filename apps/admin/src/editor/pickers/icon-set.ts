import type { IconDrawing } from '@rooted/site-content';
import { icons } from 'lucide';

/** One icon of the full set: its name, the other names it is known by, and its shapes. */
export interface SetIcon {
  /** Lower-case with hyphens, e.g. `tractor`, `alarm-clock-check`. */
  name: string;
  /** Every name of the icon, `name` included, for searching. */
  names: string[];
  drawing: IconDrawing;
}

/** `AlarmClockCheck` → `alarm-clock-check`, `Grid2x2` → `grid-2x2`. */
export const kebabName = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

/**
 * The whole icon set, once each: the package lists an icon under its old names too, all pointing
 * at the same shapes. The longest name is shown, as renamed icons got the more precise name
 * (`alarm-check` became `alarm-clock-check`); the others still find it.
 */
function collect(): SetIcon[] {
  const byShapes = new Map<unknown, string[]>();
  for (const [key, node] of Object.entries(icons)) byShapes.set(node, [...(byShapes.get(node) ?? []), kebabName(key)]);
  return [...byShapes]
    .map(([node, names]) => {
      const name = names.reduce((best, next) => (next.length > best.length ? next : best));
      // The package's shapes are the content's shape: [element, attributes] pairs.
      return { name, names, drawing: node as IconDrawing };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

let all: SetIcon[] | undefined;

/** The icon set, sorted by name (built on first use). */
export const iconSet = (): SetIcon[] => (all ??= collect());

/**
 * The icons whose names hold the words searched for, best first: an exact name, then names that
 * start with it, then the rest ("heart" before "heart-crack" before "hand-heart").
 */
export function searchIcons(query: string): SetIcon[] {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, '-');
  if (!wanted) return iconSet();
  const rank = (icon: SetIcon) =>
    icon.names.includes(wanted) ? 0 : icon.names.some((name) => name.startsWith(wanted)) ? 1 : 2;
  return iconSet()
    .filter((icon) => icon.names.some((name) => name.includes(wanted)))
    .map((icon) => ({ icon, rank: rank(icon) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ icon }) => icon);
}
