#!/usr/bin/env node
/**
 * Package checks for every published @rooted package, after `pnpm build`:
 *   1. `lint:package` in each package: publint, then arethetypeswrong (`--profile esm-only`)
 *      on the packed tarball, two packages at a time (the CI machine has 2 cores);
 *   2. the README checks (scripts/check-readme-api.mjs --require-jsdoc): API names == exported
 *      names, a JSDoc summary on every export, the required sections and the Changelog line;
 *      and scripts/check-readme-options.mjs: every options table lists every option of its type;
 *   3. `pnpm publish -r --dry-run --no-git-checks`: what a release would upload. Mutates nothing.
 *
 *   node scripts/check-packages.mjs [--skip-publish]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const skipPublish = process.argv.includes('--skip-publish');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir, path: join(root, 'packages', dir) }))
  .filter(({ path }) => existsSync(join(path, 'package.json')))
  .map((p) => ({ ...p, pkg: JSON.parse(readFileSync(join(p.path, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

/** Runs a command, buffering its output so parallel runs do not interleave. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output, time: seconds(t0) }));
  });
}

const failures = [];

const unbuilt = packages.filter(({ path }) => !existsSync(join(path, 'dist')));
if (unbuilt.length > 0) {
  console.error(`✗ not built: ${unbuilt.map((p) => p.pkg.name).join(', ')}. Run \`pnpm build\` first.`);
  process.exit(1);
}

// 1. publint + attw, two at a time.
console.log(`▶ lint:package (publint, attw --profile esm-only) for ${packages.length} packages`);
const queue = [...packages];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { pkg, path } = next;
      if (!pkg.scripts?.['lint:package']) {
        failures.push(`${pkg.name}: no "lint:package" script`);
        console.log(`✗ ${pkg.name}: no "lint:package" script in package.json`);
        continue;
      }
      const result = await run('pnpm', ['run', '--silent', 'lint:package'], path);
      if (result.status === 0) console.log(`✓ ${pkg.name}: publint and attw clean (${result.time})`);
      else {
        failures.push(`${pkg.name}: lint:package`);
        console.log(`✗ ${pkg.name}: lint:package failed (${result.time})\n${result.output}`);
      }
    }
  }),
);

// 2. README API and structure.
console.log('\n▶ README checks');
const readme = await run(process.execPath, [join(root, 'scripts', 'check-readme-api.mjs'), '--require-jsdoc'], root);
process.stdout.write(readme.output);
if (readme.status !== 0) failures.push('README checks');
const options = await run(process.execPath, [join(root, 'scripts', 'check-readme-options.mjs')], root);
process.stdout.write(options.output);
if (options.status !== 0) failures.push('README options tables');

// 3. Dry-run publish.
if (!skipPublish) {
  console.log('\n▶ pnpm publish -r --dry-run --no-git-checks');
  const publish = await run('pnpm', ['publish', '-r', '--dry-run', '--no-git-checks'], root);
  const published = [...publish.output.matchAll(/^\+ (@rooted\/[\w-]+)@(\S+)$/gm)].map((m) => `${m[1]}@${m[2]}`);
  // pnpm skips versions the registry already has, so after a release the list is shorter: fine.
  const skipped = packages
    .filter(({ pkg }) => !published.includes(`${pkg.name}@${pkg.version}`))
    .map(({ pkg }) => pkg.name);
  if (publish.status === 0) {
    console.log(
      `✓ a release would publish ${published.join(', ') || 'nothing new'}${skipped.length ? ` (already in the registry: ${skipped.join(', ')})` : ''} (${publish.time})`,
    );
  } else {
    failures.push('dry-run publish');
    console.log(`✗ dry-run publish: exit ${publish.status}\n${publish.output}`);
  }
}

console.log(
  `\n${failures.length ? `✗ package checks FAILED: ${failures.join('; ')}` : '✓ package checks passed'} in ${seconds(started)}`,
);
process.exit(failures.length ? 1 : 0);
