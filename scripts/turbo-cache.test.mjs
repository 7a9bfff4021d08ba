/**
 * The build cache must not replay a stale result: inside the repo the site compiles and tests
 * against its dependencies' TypeScript source, so a change there has to change the hash of the
 * site's typecheck, lint and test (through the `topo` transit task in turbo.json), and a change
 * to a shared config has to change every hash (`globalDependencies`). Asked of `turbo --dry=json`,
 * which computes the hashes without running anything.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SITE_TASKS = ['@rooted/site#typecheck', '@rooted/site#lint', '@rooted/site#test'];

/** The planned hash of every task of `turbo run typecheck lint test` for the site. */
function plannedHashes() {
  const json = execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--filter=@rooted/site', '--dry=json'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
  );
  const plan = JSON.parse(json);
  return { plan, hashes: Object.fromEntries(plan.tasks.map((task) => [task.taskId, task.hash])) };
}

/** The hashes while an extra file sits in a package folder (a stand-in for an edited source file). */
function hashesWithChangeIn(packageDir) {
  const probe = `${root}${packageDir}/turbo-cache-probe-${process.pid}.tmp`;
  writeFileSync(probe, `changed ${Date.now()}\n`);
  try {
    return plannedHashes().hashes;
  } finally {
    rmSync(probe, { force: true });
  }
}

test('a change in a direct dependency re-runs the site typecheck, lint and test', () => {
  const before = plannedHashes().hashes;
  const after = hashesWithChangeIn('packages/site-content');
  for (const task of SITE_TASKS) assert.notEqual(after[task], before[task], `${task} would replay its cache`);
});

test('a change in a dependency of a dependency re-runs them too', () => {
  // The site reaches @rooted/omnisend only through @rooted/lead-capture (and the CLI).
  const before = plannedHashes().hashes;
  const after = hashesWithChangeIn('packages/omnisend');
  for (const task of SITE_TASKS) assert.notEqual(after[task], before[task], `${task} would replay its cache`);
});

test('the shared configs are inputs of every task', () => {
  const files = Object.keys(plannedHashes().plan.globalCacheInputs.files);
  for (const config of ['tsconfig.base.json', 'vitest.shared.ts', 'eslint.config.js']) {
    assert.ok(files.includes(config), `${config} is not a global input`);
  }
});
