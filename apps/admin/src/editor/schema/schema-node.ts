/**
 * The part of JSON Schema the content schema uses (generated from the zod schema, kept current by
 * a test): objects, arrays, strings with limits and patterns, enums, numbers and booleans. The
 * editor's forms are built from it, so a field added to the schema appears in the editor.
 */
export interface SchemaNode {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  /** An uploaded picture's place ('hero', 'venture'), its asked-for size and the largest upload. */
  'x-image-slot'?: string;
  'x-image-size'?: { width: number; height: number };
  'x-image-max-bytes'?: number;
}

/** A value's place in the content, as the server's validation names it: `ventures[0].website`. */
export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string =>
  path.reduce<string>(
    (key, part) => (typeof part === 'number' ? `${key}[${part}]` : key ? `${key}.${part}` : part),
    '',
  );

/** A DOM id for the field at `path` (ids cannot hold brackets usefully in selectors). */
export const fieldId = (path: Path): string => `field-${path.join('-')}`;

const WORDS: Record<string, string> = {
  communityStats: 'Community stats',
  liveChat: 'Live chat',
  ctaText: 'Button text',
  ctaLink: 'Button link',
  socialLinks: 'Social links',
  // Not "Live now": read beside the Status badge's "Live", the two looked like one thing.
  isLive: 'Open to customers now',
  statusColor: 'Status colour',
  color: 'Colour',
  botResponses: 'Chat answers',
  quickReplies: 'Quick replies',
  valueCreated: 'Value created',
  peopleCentric: 'People-centric',
  activeVentures: 'Active ventures',
  id: 'Short name',
  eyebrow: 'Small line above the heading',
  image: 'Picture',
  alt: 'Alt text',
  href: 'Goes to',
  sections: 'Section headings',
  publishedAt: 'Publication date and time',
  slug: 'Address',
  onHome: 'Show on the home page',
};

/** A label for a key: a few by hand, the rest from camelCase. */
export const labelFor = (key: string): string =>
  WORDS[key] ??
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** What one item of a list is called, by the list's key (the chat's keyword lists share names with sections). */
const SINGULAR: Record<string, string> = {
  ventures: 'Venture',
  testimonials: 'Testimonial',
  counters: 'Counter',
  features: 'Feature',
  navigation: 'Link',
  values: 'Value',
  quickReplies: 'Quick reply',
  stories: 'Story',
};

/** The name of one item of the list at `path` ("Venture", "Keyword"), "Item" when the list has none of its own. */
export const singularFor = (path: Path): string =>
  path.includes('keywords') ? 'Keyword' : (SINGULAR[String(path.at(-1))] ?? 'Item');

/**
 * Code values a new item starts with, by key, where empty text would be refused and the owner is
 * offered a picker (or nothing: a status colour the site never shows).
 */
const STARTING: Record<string, string> = { icon: 'sprout', color: 'emerald', statusColor: 'emerald' };

/** What a new list item starts as: empty text for the owner to fill, the first choice of a list. */
export function emptyValue(node: SchemaNode): unknown {
  if (node.enum) return node.enum[0];
  switch (node.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of node.required ?? []) value[key] = STARTING[key] ?? emptyValue(node.properties![key]!);
      return value;
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return node.minimum ?? 0;
    default:
      return '';
  }
}

/** A readable name for a list item: its name, title or author when it has one (a text item's value is its input's). */
export function itemName(value: unknown, index: number, listLabel: string): string {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = [record.name, record.title, record.author, record.label].find(
      (part) => typeof part === 'string' && part.trim(),
    );
    if (name) return `${listLabel} ${index + 1}: ${String(name)}`;
  }
  return `${listLabel} ${index + 1}`;
}
