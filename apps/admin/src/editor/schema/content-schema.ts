import { siteContentJsonSchema } from '@rooted/site-content';
import type { Path, SchemaNode } from './schema-node';

/** The forms follow the content's JSON Schema, made from the content model itself so it is never stale. */
export const contentSchema = siteContentJsonSchema() as unknown as SchemaNode;

/** The schema of the value at `path` (a list's index walks into its items). */
export function nodeAt(root: SchemaNode, path: Path): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const part of path) {
    if (!node) return undefined;
    node = typeof part === 'number' ? node.items : node.properties?.[part];
  }
  return node;
}
