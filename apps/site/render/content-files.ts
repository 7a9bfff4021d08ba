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
 * The site's stories (`{ "stories": [...] }`), the content's `stories` kept in a file of their own:
 * the site's JavaScript imports the content file as it is, and story bodies never go to a browser.
 */
export const STORIES_FILE = join(contentDir, 'stories.json');

/** The stories of a stories file; none when there is no such file. */
async function readStories(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : (JSON.parse(text) as { stories?: unknown }).stories;
}

/**
 * Reads and validates a content data file with its stories file. Throws a ValidationError naming
 * each bad field's path in the schema's words, so a broken file stops the build instead of shipping.
 */
export async function readContentFile(
  file: string = CONTENT_FILE,
  storiesFile: string = STORIES_FILE,
): Promise<SiteContent> {
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const stories = await readStories(storiesFile);
  const result = validateSiteContent(stories === undefined ? data : { ...data, stories });
  if (!result.ok) throw new ValidationError(`${file} is not valid site content:`, result.issues);
  return result.content;
}
