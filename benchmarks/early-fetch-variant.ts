import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The page with its code fetched before the first paint: a `<link rel=modulepreload>` in the head
 * for every module the boot script would start or preload after it (`data-modules`, then
 * `data-preload`). The code still runs only after the first paint; only the downloads move
 * earlier, where they share the link with the HTML, the stylesheet and the font.
 */
export function withEarlyFetch(html: string): string {
  const script = /<script\b[^>]*\bdata-modules="([^"]*)"[^>]*>/.exec(html);
  if (!script) return html;
  const preload = /\bdata-preload="([^"]*)"/.exec(script[0])?.[1] ?? '';
  const urls = [...script[1]!.split(' '), ...preload.split(' ')].filter(Boolean);
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * A copy of the built client (`clientDir`) whose pages fetch their code early ({@link withEarlyFetch}),
 * in a temporary folder; no rebuild. The server compresses files as it loads them, so the
 * copy's HTML needs nothing else. Returns the folder and a function that removes it.
 */
export async function earlyFetchCopy(clientDir: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'rooted-early-fetch-'));
  await cp(clientDir, dir, { recursive: true });
  for await (const file of htmlFiles(dir)) await writeFile(file, withEarlyFetch(await readFile(file, 'utf8')));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
