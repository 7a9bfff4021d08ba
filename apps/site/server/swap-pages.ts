import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressForms } from './compression';
import { staticFileOf, type StaticFile } from './static-files';

/** What {@link swapInPages} did, for the publish's log line and its tests. */
export interface SwapResult {
  /** Pages whose bytes changed: served from now on, compressed quickly. */
  swapped: string[];
  /** Pages whose bytes did not change: their entries (and best compression) are kept. */
  unchanged: string[];
  /** Resolves when every swapped page has its best compression (or a newer publish replaced it). */
  refined: Promise<void>;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && Buffer.compare(a, b) === 0;

/**
 * Puts re-rendered pages (files under `clientDir`, relative paths) into the served map. A page
 * whose bytes did not change keeps its entry. A changed one is compressed quickly, all of them at
 * once on zlib's thread pool, so the publish answers as soon as the pages are servable; then, one
 * page at a time in the background, each gets the best compression, swapped in only if no newer
 * publish replaced the entry meanwhile. The quick and best forms decode to the same page.
 */
export async function swapInPages(
  files: Map<string, StaticFile>,
  clientDir: string,
  written: readonly string[],
): Promise<SwapResult> {
  const swapped: string[] = [];
  const unchanged: string[] = [];
  const quick = await Promise.all(
    written.map(async (file) => {
      const key = `/${file}`;
      const body = new Uint8Array(await readFile(join(clientDir, file)));
      const old = files.get(key);
      if (old && sameBytes(old.body, body)) return undefined;
      return [key, await staticFileOf(key, body, 'quick')] as const;
    }),
  );
  const fresh = quick.filter((entry) => entry !== undefined);
  for (const [key, file] of fresh) {
    files.set(key, file);
    swapped.push(key.slice(1));
  }
  for (const file of written) if (!swapped.includes(file)) unchanged.push(file);
  const refined = (async () => {
    for (const [key, file] of fresh) {
      if (!file.br) continue;
      const best = await compressForms(file.body, 'best');
      if (files.get(key) === file) files.set(key, { ...file, ...best });
    }
  })().catch((error: unknown) => {
    // The quick forms stay served; they are valid, only a little larger.
    console.error('content: could not recompress the published pages:', error instanceof Error ? error.message : error);
  });
  return { swapped, unchanged, refined };
}
