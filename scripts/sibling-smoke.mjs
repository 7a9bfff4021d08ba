#!/usr/bin/env node
/**
 * Sibling-site smoke test: proves the packed @rooted packages work outside this workspace.
 *
 * After `pnpm build`, it packs every published package (`pnpm pack`, which rewrites the
 * `workspace:^` ranges), copies examples/sibling-site (Colmena, a Spanish-language TypeScript
 * Vite app) to a temp folder, points its @rooted dependencies at the tarballs, installs with
 * `pnpm install --prefer-offline` (outside the workspace, no lockfile kept) and then, inside that copy:
 *   1. builds it as its README says (`tsc --noEmit`, `vite build`, `vite build --ssr` of its server);
 *   2. reports its entry bundle size (gzip) and checks its look is in the CSS (checks/bundle.mjs);
 *   3. starts its server (the page, and @rooted/lead-capture's API on a SQLite outbox) against the
 *      fake Omnisend and drives the page in Chromium: its name, logo and language, the contact form
 *      filled with the keyboard and sent, the message counted at the fake (checks/browser.mjs);
 *   4. sends a newsletter signup and an application through the API in Node (checks/lead.mjs);
 *   5. runs the installed `launch-ready` bin: exit 0 on its valid env file, 1 on a broken one.
 *
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Ports of the site and the fake Omnisend:
 * SITE_PORT and FAKE_OMNISEND_PORT (default: free ones the system picks).
 *
 *   node scripts/sibling-smoke.mjs [--keep]    (--keep leaves the temp folder for inspection)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const keep = process.argv.includes('--keep');
const started = Date.now();
let failed = false;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step, echoing its output; a non-zero exit fails the smoke test. */
function step(label, command, args, options = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const expected = options.expectStatus ?? 0;
  const ok = result.status === expected;
  console.log(`${ok ? '✓' : '✗'} ${label}: exit ${result.status} (expected ${expected}), ${seconds(t0)}`);
  if (!ok) failed = true;
  return ok;
}

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir, path: join(root, 'packages', dir) }))
  .filter(({ path }) => existsSync(join(path, 'package.json')))
  .map((p) => ({ ...p, pkg: JSON.parse(readFileSync(join(p.path, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private);

const unbuilt = packages.filter(({ path }) => !existsSync(join(path, 'dist')));
if (unbuilt.length > 0) {
  console.error(`✗ not built: ${unbuilt.map((p) => p.pkg.name).join(', ')}. Run \`pnpm build\` first.`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'rooted-sibling-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'colmena-site');
mkdirSync(tarballs);
console.log(`sibling smoke test in ${work}`);

try {
  // 1. Pack: exactly what `pnpm publish` would upload.
  let t0 = Date.now();
  const tarballOf = {};
  for (const { pkg, path } of packages) {
    const before = new Set(readdirSync(tarballs));
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: path,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const file = readdirSync(tarballs).find((name) => !before.has(name));
    tarballOf[pkg.name] = join(tarballs, file);
  }
  console.log(
    `✓ packed ${Object.keys(tarballOf).length} packages (${Object.keys(tarballOf).join(', ')}), ${seconds(t0)}`,
  );

  // 2. A copy of the example that depends on the tarballs. Overrides cover the packages'
  // dependencies on each other (lead-capture → omnisend), which would otherwise hit the registry.
  cpSync(join(root, 'examples', 'sibling-site'), app, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|data)([\\/]|$)/.test(src.slice(root.length)),
  });
  const manifestPath = join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (tarballOf[name]) manifest[field][name] = `file:${tarballOf[name]}`;
    }
  }
  const overrides = Object.fromEntries(Object.entries(tarballOf).map(([name, file]) => [name, `file:${file}`]));
  manifest.pnpm = { overrides, onlyBuiltDependencies: ['better-sqlite3', 'esbuild'] };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

  const inApp = { cwd: app };
  const install = step(
    'install the tarballs into a fresh copy of examples/sibling-site',
    'pnpm',
    ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'],
    inApp,
  );
  if (!install) throw new Error('install failed');

  // 3. Build as a team would: typecheck, the client, the server.
  step(
    'build the sibling site: tsc --noEmit, vite build, vite build --ssr server/main.ts',
    'pnpm',
    ['run', 'build'],
    inApp,
  );
  step('entry bundle size (gzip); its own look in the CSS', process.execPath, ['checks/bundle.mjs'], inApp);

  // 4. In Chromium: the page, and a contact message through its lead server to the fake Omnisend.
  step(
    'Chromium: name, logo, language; the contact form by keyboard reaches the fake Omnisend',
    process.execPath,
    ['checks/browser.mjs'],
    inApp,
  );
  step(
    'newsletter and application through @rooted/lead-capture to the fake Omnisend',
    process.execPath,
    ['checks/lead.mjs'],
    inApp,
  );

  // 5. launch-ready from the installed tarball: valid env passes, a broken one fails.
  const bin = join(app, 'node_modules', '.bin', 'launch-ready');
  const noColor = { env: { NO_COLOR: '1', GITHUB_ACTIONS: '' } };
  step(
    'launch-ready on env/production.env (valid) exits 0',
    bin,
    ['--no-dotenv', '--env-file', 'env/production.env', '--mode', 'production', '-q'],
    { ...inApp, ...noColor },
  );
  writeFileSync(join(app, 'env', 'broken.env'), 'OMNISEND_API_KEY=short\nVITE_SITE_URL=http://localhost:3000\n');
  step(
    'launch-ready on a broken env file exits 1',
    bin,
    ['--no-dotenv', '--env-file', 'env/broken.env', '--mode', 'production', '-q'],
    { ...inApp, ...noColor, expectStatus: 1 },
  );
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? error.message : error}`);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(`\n${failed ? '✗ sibling smoke test FAILED' : '✓ sibling smoke test passed'} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
