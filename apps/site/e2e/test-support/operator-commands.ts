import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteDir } from './bundle-size';
import { run } from './extra-site';

/**
 * The operator's commands (`site-owner`, `site-backup`) bundled from their source once per run of
 * the suite, for the specs to run with plain Node. Under tsx every call compiled and loaded the
 * commands' source again: about 3 s of CPU for `site-owner add`, paid once or more by every owner
 * spec file, and 8 times by the backup drill (4.8 s each through `pnpm exec tsx`). Bundled, a call
 * costs about 1.5 s. The bundle is the same source built by the same compiler the server's build
 * uses (tsup); it finds its data where the environment says (every spec sets the database paths),
 * as the commands do under tsx.
 *
 * Built by the first worker that needs it, inside the site (so its imports resolve to the site's
 * dependencies) and outside `dist/` (so no build cache keeps it). Each run bundles the source as
 * it is then (E2E_RUN, set by playwright.config.ts in the runner, names the run in every worker),
 * and removes the bundles of runs more than an hour old.
 */
const cacheDir = join(siteDir, 'node_modules', '.cache', 'e2e-operator-commands');
const runName = `run-${process.env.E2E_RUN ?? process.ppid}`;
const runDir = join(cacheDir, runName);
const READY = 'ready';
const STALE_MS = 3_600_000;

let built: Promise<string> | undefined;

/** The folder holding `site-owner.js` and `site-backup.js`, built on the first call of the run. */
export function operatorCommands(): Promise<string> {
  built ??= buildOnce();
  return built;
}

async function buildOnce(): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  let mine = true;
  try {
    await mkdir(runDir);
  } catch {
    mine = false; // another worker of this run builds it
  }
  if (mine) {
    // Earlier runs' bundles, of older source (a run beside this one keeps its own).
    for (const name of await readdir(cacheDir)) {
      const made = (await stat(join(cacheDir, name)).catch(() => undefined))?.mtimeMs ?? Date.now();
      if (name !== runName && Date.now() - made > STALE_MS)
        await rm(join(cacheDir, name), { recursive: true, force: true });
    }
    await run(
      'pnpm',
      [
        'exec',
        'tsup',
        '--no-config',
        '--entry.site-owner',
        'server/site-owner-cli.ts',
        '--entry.site-backup',
        'server/backup/backup-cli.ts',
        '--out-dir',
        runDir,
        '--format',
        'esm',
        '--platform',
        'node',
        '--target',
        'node20',
        '--silent',
      ],
      { cwd: siteDir },
    );
    await writeFile(join(runDir, READY), '');
    return runDir;
  }
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await stat(join(runDir, READY)).catch(() => undefined)) return runDir;
    if (Date.now() > deadline) throw new Error(`The operator commands were not bundled into ${runDir} in time.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
