import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { siteDir } from './bundle-size';

const run = promisify(execFile);

/**
 * A copy of the production build for the publishing tests: publishing rewrites the pages of the
 * build it serves, and the other specs share dist/client. Inside the site (not /tmp), so the
 * copied server resolves the site's dependencies; `dist/` is ignored by git.
 */
export const ownerDist = join(siteDir, 'dist/e2e-owner-site');

export interface OwnerSite {
  origin: string;
  server: ChildProcess;
  /** Runs the `site-owner` command against this site's database; returns what it printed. */
  siteOwner(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** Copies the build, starts its server on a free port with a fresh site database and outbox. */
export async function startOwnerSite(): Promise<OwnerSite> {
  await rm(ownerDist, { recursive: true, force: true });
  for (const part of ['client', 'ssr', 'server']) await cp(join(siteDir, 'dist', part), join(ownerDist, part), { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'rooted-owner-site-'));
  const env = { ...process.env, SITE_DB: join(dataDir, 'site.db'), LEADS_DB: join(dataDir, 'leads.db') };
  const server = spawn(process.execPath, [join(ownerDist, 'server/index.js')], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the owner site's server exited (${code}) before listening`)));
  });
  return {
    origin,
    server,
    siteOwner: async (...args) =>
      (await run('pnpm', ['exec', 'tsx', 'server/admin/site-owner-cli.ts', ...args, '--url', origin], { cwd: siteDir, env })).stdout,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(ownerDist, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
