import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { clientDir, siteDir } from './bundle-size';
import { buildPages, extraDist, run, startExtraServer, type ExtraServer } from './extra-site';

const secondDist = extraDist('next-build');

/**
 * Builds the site a second time, as the next deploy would: client and SSR unminified (so every
 * chunk's hash differs, see second-build.config.ts), the prerender, and the asset-retention step
 * fed with the first build (dist/client); the server is the first build's. A minute or two on 2 cores.
 */
export async function buildNextSite(): Promise<void> {
  await buildPages(secondDist, {
    env: { PREVIOUS_CLIENT_DIR: clientDir },
    viteArgs: ['--config', 'e2e/test-support/second-build.config.ts'],
  });
  await run('pnpm', ['exec', 'tsx', 'scripts/keep-assets.ts', 'after'], {
    cwd: siteDir,
    env: { ...process.env, SITE_DIST_DIR: secondDist, PREVIOUS_CLIENT_DIR: clientDir },
  });
  await cp(join(siteDir, 'dist/server'), join(secondDist, 'server'), { recursive: true });
}

/** Starts the second build's server on a free port; `stop()` also removes the build. */
export function startNextServer(): Promise<ExtraServer> {
  return startExtraServer(secondDist);
}

/** Removes the build even when its server never started, so it never reaches a build cache through dist/. */
export const removeNextSite = () => rm(secondDist, { recursive: true, force: true });
