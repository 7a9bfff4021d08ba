import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { compressForms, readSidecars, SIDECAR_EXTENSIONS, worthCompressing, type Effort } from './compression';

/** A built file held in memory with its compressed forms, ready to send. */
export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  type: string;
  /** Strong ETag of the identity bytes; compressed forms derive theirs from it (`etagFor`). */
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Every file to serve under `dir`. Dot-entries are skipped, files and folders alike: Vite's
 * build metadata (`.vite/manifest.json`) maps sources to chunks, and a stray `.env` or `.git`
 * must never become a public URL.
 */
async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    // A compressed form the build wrote beside its file is served as that file's, not at a URL of its own.
    if (isSidecar(path)) continue;
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function isSidecar(path: string): boolean {
  const ext = Object.values(SIDECAR_EXTENSIONS).find((sidecar) => path.endsWith(sidecar));
  return ext !== undefined && existsSync(path.slice(0, -ext.length));
}

const uncompressed = (path: string, body: Uint8Array<ArrayBuffer>): StaticFile => ({
  body,
  type: TYPES[extname(path)] ?? 'application/octet-stream',
  etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
});

/** A file held in memory from its bytes, compressed at the given effort when it is text worth compressing. */
export async function staticFileOf(path: string, body: Uint8Array<ArrayBuffer>, effort: Effort): Promise<StaticFile> {
  const file = uncompressed(path, body);
  if (worthCompressing(path, body)) Object.assign(file, await compressForms(body, effort));
  return file;
}

/**
 * Loads the whole built site into memory once at start-up with each text file's compressed
 * forms (brotli and gzip), so requests cost a map lookup. The forms come from the build
 * (compression.ts); a file without matching ones is compressed here. The site is a few
 * megabytes; memory is the cheaper resource here.
 */
export async function loadStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const path of walk(dir)) {
    files.set(`/${relative(dir, path).split(sep).join('/')}`, await loadStaticFile(path));
  }
  return files;
}

/** One file, read, with its compressed forms: the build's when they match its bytes, else made here at the best effort. */
export async function loadStaticFile(path: string): Promise<StaticFile> {
  const body = new Uint8Array(await readFile(path));
  const file = uncompressed(path, body);
  if (worthCompressing(path, body))
    Object.assign(file, (await readSidecars(path, body)) ?? (await compressForms(body, 'best')));
  return file;
}
