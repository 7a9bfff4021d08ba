import { defineConfig } from 'tsup';

/**
 * The tsup build of a published @rooted package: ESM only, declarations, source maps, and
 * `node:` specifiers kept as written (unambiguous, and what Node 20 documents). Plain
 * JavaScript so that tsup can load it from a package's config without compiling it first.
 *
 * @param {Record<string, string>} entry output name (without extension) → source file
 * @param {import('tsup').Options} [options] what one package needs on top (e.g. `external`)
 */
export function packageBuild(entry, options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    // Each package's tsconfig.build.json extends ./tsconfig.build.json in this folder.
    tsconfig: 'tsconfig.build.json',
    clean: true,
    sourcemap: true,
    target: 'es2022',
    removeNodeProtocol: false,
    ...options,
  });
}
