import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../defaults/default-site-content';
import { siteContentJsonSchema, withoutSchemaKey } from './json-schema';
import { siteContentSchema } from './site-content-schema';

describe('siteContentJsonSchema', () => {
  const schema = siteContentJsonSchema('Test content');

  it('describes every top-level part of the content model and allows $schema', () => {
    const properties = Object.keys(schema.properties as object);
    expect(properties).toEqual(['$schema', ...Object.keys(siteContentSchema.shape)]);
    expect(schema.title).toBe('Test content');
    expect(schema.additionalProperties).toBe(false);
  });

  it('carries the zod limits and choices, so an editor refuses what the build refuses', () => {
    const hero = (schema.properties as Record<string, { properties: Record<string, { maxLength?: number }> }>).hero!;
    expect(hero.properties.title!.maxLength).toBe(120);
    const venture = (
      schema.properties as Record<string, { items: { properties: Record<string, { enum?: string[] }> } }>
    ).ventures!;
    expect(venture.items.properties.status!.enum).toEqual(['Coming Soon', 'Beta', 'Live']);
  });
});

describe('withoutSchemaKey', () => {
  it('drops $schema so the strict zod schema accepts a data file', () => {
    const file = { $schema: './site-content.schema.json', ...defaultSiteContent };
    expect(siteContentSchema.safeParse(file).success).toBe(false);
    expect(siteContentSchema.safeParse(withoutSchemaKey(file)).success).toBe(true);
  });

  it('leaves anything else as it is', () => {
    expect(withoutSchemaKey([1])).toEqual([1]);
    expect(withoutSchemaKey(null)).toBe(null);
  });
});
