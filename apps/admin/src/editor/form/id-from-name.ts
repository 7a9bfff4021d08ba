/**
 * An item's id (used in the page's anchors and as React's key) made from its name, as
 * `greenacre-farm` from "Greenacre Farm": lower-case letters and digits joined by dashes, accents
 * dropped. Owners never need to type one.
 */
export function slugify(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  // Whole words up to 60 characters (a long name makes a readable id, not a cut-off word).
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, 60) || 'item';
}

/** `slugify(name)`, with `-2`, `-3`… added when another item already has that id. */
export function uniqueSlug(name: string, taken: readonly string[]): string {
  const base = slugify(name);
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Whether an item's id still follows its name: it was made from the old name (or is empty), so
 * a new name makes a new id. An id the owner typed themselves stays.
 */
export function idFollowsName(id: unknown, oldName: unknown): boolean {
  if (typeof id !== 'string' || id === '') return true;
  const base = slugify(typeof oldName === 'string' ? oldName : '');
  return id === base || (id.startsWith(`${base}-`) && /^\d+$/.test(id.slice(base.length + 1)));
}
