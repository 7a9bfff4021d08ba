/**
 * The last step of the build: writes each built text file's brotli and gzip forms beside it
 * (dist/client and dist/admin), so the server starts by reading them instead of compressing the
 * whole site (server/compression.ts). Forms already there that match their file are kept: the
 * assets kept from earlier builds are not compressed again.
 */
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSIBLE, SIDECAR_EXTENSIONS, writeSidecars } from '../server/compression';

const dist = process.env.SITE_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const sidecars = Object.values(SIDECAR_EXTENSIONS);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(path)) && !sidecars.some((ext) => path.endsWith(ext)))
      yield path;
  }
}

const started = Date.now();
const paths: string[] = [];
for (const dir of ['client', 'admin']) for await (const path of walk(join(dist, dir))) paths.push(path);
// A few files at a time: zlib compresses on libuv's thread pool, one core each.
let next = 0;
let written = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < paths.length) {
      if (await writeSidecars(paths[next++]!)) written += 1;
    }
  }),
);
console.log(
  `precompress: ${written} of ${paths.length} files compressed (the rest were up to date or too small to need it) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
