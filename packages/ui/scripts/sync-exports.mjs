#!/usr/bin/env node
/**
 * Regenerates package.json "exports" from the folders under src/ that have an
 * index.ts: one subpath per section or widget (no package-wide barrel). Run it
 * after adding a folder; src/exports.test.ts fails when the two drift apart.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const entries = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'internal' && existsSync(join(root, 'src', d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();

const pkgPath = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
pkg.exports = {
  ...Object.fromEntries(
    entries.map((name) => [
      `./${name}`,
      {
        '@rooted/source': `./src/${name}/index.ts`,
        types: `./dist/${name}/index.d.ts`,
        default: `./dist/${name}/index.js`,
      },
    ]),
  ),
  './styles.css': './src/styles.css',
  './package.json': './package.json',
};
writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`exports: ${entries.join(', ')}`);
