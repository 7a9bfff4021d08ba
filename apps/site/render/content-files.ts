import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError, validateSiteContent, type SiteContent } from '@rooted/site-content';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../content-data');

/** The site's content: what every page shows until an owner publishes something else. */
export const CONTENT_FILE = join(contentDir, 'site-content.json');
/** The JSON Schema the content file names in `$schema`, generated from the zod schema. */
export const CONTENT_SCHEMA_FILE = join(contentDir, 'site-content.schema.json');

/**
 * Reads and validates a content data file. Throws a ValidationError naming each bad field's path
 * in the schema's words, so a broken file stops the build instead of shipping.
 */
export async function readContentFile(file: string = CONTENT_FILE): Promise<SiteContent> {
  const result = validateSiteContent(JSON.parse(await readFile(file, 'utf8')));
  if (!result.ok) throw new ValidationError(`${file} is not valid site content:`, result.issues);
  return result.content;
}
