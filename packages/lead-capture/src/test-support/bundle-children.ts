/**
 * Vitest's global setup: bundles the fault tests' child processes once per run (see
 * test-children.ts). This repository's code, the @rooted packages included, is bundled from its
 * sources as the tests see it; every other package stays an import, resolved from this package's
 * node_modules as the published build's are. A fresh bundle each run, so a child never runs
 * code older than the test that starts it.
 */
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_SOURCES, childrenDir } from './test-children.js';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

export default async function bundleChildren(): Promise<void> {
  rmSync(childrenDir, { recursive: true, force: true });
  mkdirSync(childrenDir, { recursive: true });
  // Node reads a .js file as ESM only under a package.json that says so.
  writeFileSync(join(childrenDir, 'package.json'), '{ "type": "module" }\n');
  await build({
    absWorkingDir: packageDir,
    entryPoints: CHILD_SOURCES,
    outdir: childrenDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@rooted/source'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'only-this-repository',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@rooted/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
}
