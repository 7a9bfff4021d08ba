import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
export const clientDir = join(siteDir, 'dist/client');

/** Gzip size (level 9) of a built file, in bytes: the unit our budgets are written in. */
export async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).byteLength;
}

/**
 * Builds the floor app (React 19 + the react-router data router, nothing else)
 * with this repo's Vite and returns its JavaScript size in gzip bytes.
 */
export async function measureFloorBytes(outDir: string): Promise<number> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    root: join(siteDir, 'bench/floor'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  let total = 0;
  for (const file of await readdir(assets)) if (file.endsWith('.js')) total += await gzipSize(join(assets, file));
  return total;
}
