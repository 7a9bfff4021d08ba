import { z } from 'zod';
import { siteContentSchema } from './site-content-schema';

/**
 * The site content schema as JSON Schema (draft 2020-12), generated from the zod schema so the two
 * never drift. A data file that names it in `$schema` gets autocompletion and validation in any
 * editor that reads JSON Schema. `$schema` itself is allowed at the top level (the zod schema does
 * not know that key; strip it before `siteContentSchema.parse`, see {@link withoutSchemaKey}).
 * `title` names the document in editors, e.g. 'Rooted Ventures site content'.
 */
export function siteContentJsonSchema(title = 'Site content'): Record<string, unknown> {
  const generated = z.toJSONSchema(siteContentSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const properties = generated.properties as Record<string, unknown>;
  return {
    ...generated,
    title,
    properties: { $schema: { type: 'string', description: "Where this file's JSON Schema is." }, ...properties },
  };
}

/** A parsed data file without its top-level `$schema` key, ready for `siteContentSchema`. */
export function withoutSchemaKey(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('$schema' in data)) return data;
  const { $schema: _schema, ...rest } = data as Record<string, unknown>;
  return rest;
}
