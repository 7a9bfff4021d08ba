import { readFile, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

/**
 * How the server compresses what it serves, and the compressed forms of the built files, made by the build (scripts/precompress.ts) and written
 * beside each file (`page.html.br`, `page.html.gz`), so the server's start costs reading them,
 * not compressing the whole site: brotli at its best quality over the site's 4.6 MB took about
 * ten seconds of CPU at every start, ten seconds in which a restarted or newly deployed server
 * answered nobody.
 *
 * A form is used only when it decompresses to exactly the file's bytes (decompressing is a
 * hundred times cheaper than compressing): a page re-rendered by a publish, or a file copied
 * without its forms, is compressed again at start, never served stale.
 */
export const SIDECAR_EXTENSIONS = { br: '.br', gzip: '.gz' } as const;

/** Text formats worth compressing, above this many bytes. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest']);
export const MIN_COMPRESSED_BYTES = 1024;

/** True for a text file large enough that its compressed forms are worth holding. */
export const worthCompressing = (path: string, body: Uint8Array) =>
  COMPRESSIBLE.has(extname(path)) && body.byteLength > MIN_COMPRESSED_BYTES;

/** A file's compressed forms. */
export type Forms = { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

/** How hard to compress: `best` at build and start-up, `quick` while an owner waits for a publish. */
export type Effort = 'best' | 'quick';

/**
 * Brotli 5 and gzip 6 while an owner waits: on the site's pages about 12 % and 0.3 % larger than
 * brotli 11 and gzip 9, in about a twentieth of the time; the best forms follow in the background.
 */
const LEVELS: Record<Effort, { brotli: number; gzip: number }> = {
  best: { brotli: 11, gzip: 9 },
  quick: { brotli: 5, gzip: 6 },
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Both forms at the given effort, off the main thread (zlib's thread pool), so several files
 * compress at once and requests keep being answered meanwhile.
 */
export async function compressForms(body: Uint8Array, effort: Effort): Promise<Forms> {
  const level = LEVELS[effort];
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    gzipAsync(body, { level: level.gzip }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** The forms written beside `path`, if both are there and both decompress to `body`; otherwise null. */
export async function readSidecars(path: string, body: Uint8Array): Promise<Forms | null> {
  try {
    const [br, gz] = await Promise.all([
      readFile(path + SIDECAR_EXTENSIONS.br),
      readFile(path + SIDECAR_EXTENSIONS.gzip),
    ]);
    if (!sameBytes(brotliDecompressSync(br), body) || !sameBytes(gunzipSync(gz), body)) return null;
    return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
  } catch {
    return null;
  }
}

/** Writes both forms beside `path`, unless it is not worth compressing or forms that match are there already; true when it wrote. */
export async function writeSidecars(path: string): Promise<boolean> {
  const body = new Uint8Array(await readFile(path));
  if (!worthCompressing(path, body) || (await readSidecars(path, body))) return false;
  const forms = await compressForms(body, 'best');
  await Promise.all([
    writeFile(path + SIDECAR_EXTENSIONS.br, forms.br),
    writeFile(path + SIDECAR_EXTENSIONS.gzip, forms.gzip),
  ]);
  return true;
}
