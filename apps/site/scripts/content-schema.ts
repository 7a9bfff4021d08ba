/**
 * Writes content-data/site-content.schema.json, the JSON Schema that content-data/site-content.json names in
 * `$schema`, from the zod schema of @rooted/site-content (`pnpm --filter @rooted/site content:schema`).
 * Committed so editors autocomplete without a build; `content-files.test.ts` fails when it is stale.
 */
import { writeFile } from 'node:fs/promises';
import { siteContentJsonSchema } from '@rooted/site-content';
import { CONTENT_SCHEMA_FILE } from '../render/content-files';

export const contentSchemaText = (): string =>
  `${JSON.stringify(siteContentJsonSchema('Rooted Ventures site content'), null, 2)}\n`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  await writeFile(CONTENT_SCHEMA_FILE, contentSchemaText());
  console.log(`wrote ${CONTENT_SCHEMA_FILE}`);
}
