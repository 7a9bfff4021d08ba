/**
 * Keeps earlier builds' hashed assets next to a new build's, so a page opened before a deploy
 * still finds its lazy chunks afterwards (docs/decisions/0014). Two steps around the build:
 *
 *   tsx scripts/keep-assets.ts before   moves the last build's dist/client aside (vite empties it)
 *   tsx scripts/keep-assets.ts after    copies the kept builds' files into dist/client/assets and
 *                                       writes dist/client/asset-history.json
 *
 * PREVIOUS_CLIENT_DIR names the last deploy's client directory instead (its assets/ and
 * asset-history.json), for a pipeline that builds on a fresh machine: restore it from the last
 * deploy's artifact or from the host, and the new build carries it forward. SITE_DIST_DIR
 * names another output directory than dist/ (as for scripts/prerender.ts).
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHistory, planRetention, type AssetHistory } from './asset-history';

export const HISTORY_FILE = 'asset-history.json';

const distDir = process.env.SITE_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

async function listAssets(clientDir: string): Promise<string[]> {
  return (await readdir(join(clientDir, 'assets')).catch(() => [])).sort();
}

/** The last build's history; a build from before this step existed counts as one build of all its files. */
async function previousHistory(previousDir: string, now: Date): Promise<AssetHistory | null> {
  const history = parseHistory(await readText(join(previousDir, HISTORY_FILE)));
  if (history) return history;
  const files = await listAssets(previousDir);
  return files.length > 0 ? { builds: [{ id: 'unrecorded', builtAt: now.toISOString(), files }] } : null;
}

/** Copies the kept files from `previousDir` into `clientDir` and writes the new history; returns how many were copied. */
export async function keepPreviousAssets(clientDir: string, previousDir: string, now = new Date()): Promise<number> {
  const files = await listAssets(clientDir);
  const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  const { history, copy } = planRetention(await previousHistory(previousDir, now), {
    id,
    builtAt: now.toISOString(),
    files,
  });
  let copied = 0;
  for (const file of copy) {
    // A file the history lists but the previous directory lacks cannot be kept; the rest still are.
    const done = await cp(join(previousDir, 'assets', file), join(clientDir, 'assets', file), {
      errorOnExist: false,
    }).then(
      () => true,
      () => false,
    );
    if (done) copied += 1;
  }
  await writeFile(join(clientDir, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  return copied;
}

async function main(step: string | undefined) {
  const clientDir = join(distDir, 'client');
  const asideDir = join(distDir, 'previous-client');
  const previousDir = process.env.PREVIOUS_CLIENT_DIR ?? asideDir;
  if (step === 'before') {
    // With no dist/client (a failed build in between), what was set aside before stays there.
    if (process.env.PREVIOUS_CLIENT_DIR || (await listAssets(clientDir)).length === 0) return;
    await rm(asideDir, { recursive: true, force: true });
    await rename(clientDir, asideDir);
    return;
  }
  if (step === 'after') {
    const copied = await keepPreviousAssets(clientDir, previousDir);
    await rm(asideDir, { recursive: true, force: true });
    console.log(`kept ${copied} hashed files of earlier builds in dist/client/assets`);
    return;
  }
  throw new Error('usage: keep-assets.ts before|after');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv[2]);
