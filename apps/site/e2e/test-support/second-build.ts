import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { clientDir, siteDir } from './bundle-size';

const run = promisify(execFile);

/**
 * Where the second build goes: inside the site (not /tmp), so its copy of the server resolves
 * the site's dependencies. `dist/` is ignored by git and left alone by the normal build.
 */
export const secondDist = join(siteDir, 'dist/e2e-next-build');

/**
 * Builds the site a second time, as the next deploy would: client and SSR with a changed chunk
 * banner, the prerender, and the asset-retention step fed with the first build (dist/client).
 * About as long as the site's own build minus the packages (a minute or two on 2 cores).
 */
export async function buildNextSite(): Promise<void> {
  await rm(secondDist, { recursive: true, force: true });
  const config = ['--config', 'e2e/test-support/second-build.config.ts', '--logLevel', 'warn'];
  const env = { ...process.env, SITE_DIST_DIR: secondDist, PREVIOUS_CLIENT_DIR: clientDir };
  await run('pnpm', ['exec', 'vite', 'build', ...config, '--outDir', join(secondDist, 'client')], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'vite', 'build', ...config, '--ssr', 'src/entry-server.tsx', '--outDir', join(secondDist, 'ssr')], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'tsx', 'scripts/prerender.ts'], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'tsx', 'scripts/keep-assets.ts', 'after'], { cwd: siteDir, env });
  await cp(join(siteDir, 'dist/server'), join(secondDist, 'server'), { recursive: true });
}

/** Removes the second build, so it never reaches a build cache through dist/. */
export async function removeNextSite(): Promise<void> {
  await rm(secondDist, { recursive: true, force: true });
}

/** Starts the second build's server on a free port; resolves with its origin once it listens. */
export async function startNextServer(): Promise<{ origin: string; server: ChildProcess }> {
  const leadsDir = await mkdtemp(join(tmpdir(), 'rooted-next-build-'));
  const server = spawn(process.execPath, [join(secondDist, 'server/index.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LEADS_DB: join(leadsDir, 'leads.db'), SITE_DB: join(leadsDir, 'site.db') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the second build's server exited (${code}) before listening`)));
  });
  return { origin, server };
}
