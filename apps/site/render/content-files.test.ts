import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILE, CONTENT_SCHEMA_FILE, readContentFile } from './content-files';
import { contentSchemaText } from '../scripts/content-schema';

describe('the site content data file', () => {
  it('is valid site content and names its JSON Schema', async () => {
    const content = await readContentFile();
    expect(content.company.name).toBe('Rooted Ventures');
    const raw = JSON.parse(await readFile(CONTENT_FILE, 'utf8')) as { $schema?: string };
    expect(raw.$schema).toBe('./site-content.schema.json');
  });

  it('has a committed JSON Schema equal to the one generated from the zod schema (run `pnpm content:schema` after a schema change)', async () => {
    expect(await readFile(CONTENT_SCHEMA_FILE, 'utf8')).toBe(contentSchemaText());
  });

  it('refuses a broken file with the path of each bad field', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const raw = JSON.parse(await readFile(CONTENT_FILE, 'utf8')) as { company: { phone: string } };
    raw.company.phone = '';
    const file = join(await mkdtemp(join(tmpdir(), 'content-')), 'bad.json');
    await writeFile(file, JSON.stringify(raw));
    await expect(readContentFile(file)).rejects.toThrow(/company\.phone: .*>=1 character/);
  });
});
