#!/usr/bin/env node
/**
 * The README doc test: every TypeScript code block (```ts / ```tsx) in every published package's
 * README is written out as a file of its own inside that package and type-checked with the
 * package's own compiler settings, importing the package by its published name. A README example
 * that stops compiling (a renamed export, a prop made required) fails `npm test`, because a team
 * adopting a package copies these first.
 *
 * A block that is deliberately not a whole module says so on its fence: ```ts fragment
 * (an object to paste into a larger file, say); those are skipped, and there should be few.
 *
 *   node scripts/check-readme-examples.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const FENCE = /^```(tsx|typescript|ts)([^\n]*)\n([\s\S]*?)^```\s*$/gm;

/**
 * The examples are written for a Vite app, as a sibling site is: `import.meta.env` typed as
 * `vite/client` types it (without needing Vite installed in every package).
 */
const VITE_ENV = `interface ImportMetaEnv { readonly MODE: string; readonly DEV: boolean; readonly PROD: boolean; readonly SSR: boolean; readonly BASE_URL: string; readonly [key: string]: any }\ninterface ImportMeta { readonly env: ImportMetaEnv }\n`;

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((path) => existsSync(join(path, 'package.json')) && existsSync(join(path, 'README.md')))
  .filter((path) => !JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).private);

let failed = 0;
let checked = 0;
for (const path of packages) {
  const readme = readFileSync(join(path, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(FENCE)].filter(([, , info]) => !/\bfragment\b/.test(info));
  if (blocks.length === 0) continue;
  const dir = join(path, '.readme-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const files = blocks.map(([, lang, , code], index) => {
    const line = readme.slice(0, blocks[index].index).split('\n').length;
    const name = `readme-line-${line}.${lang === 'tsx' ? 'tsx' : 'ts'}`;
    // Each block is a module of its own, so two examples may declare the same names.
    writeFileSync(join(dir, name), `${code}\nexport {};\n`);
    return name;
  });
  writeFileSync(join(dir, 'vite-env.d.ts'), VITE_ENV);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: '../tsconfig.json',
        compilerOptions: { noEmit: true, noUnusedLocals: false, noUnusedParameters: false, jsx: 'react-jsx' },
        include: [...files, 'vite-env.d.ts'],
      },
      null,
      2,
    ),
  );
  const result = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  checked += files.length;
  const name = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name;
  if (result.status === 0) {
    console.log(`✓ ${name}: ${files.length} README example(s) compile`);
    rmSync(dir, { recursive: true, force: true });
  } else {
    failed += 1;
    console.error(
      `✗ ${name}: README examples do not compile (files kept in ${dir}):\n${result.stdout}${result.stderr}`,
    );
  }
}
console.log(`${checked} README example(s) checked in ${packages.length} package(s)`);
process.exit(failed > 0 ? 1 : 0);
