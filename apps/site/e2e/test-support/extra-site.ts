import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { siteDir } from './bundle-size';

export const run = promisify(execFile);

/**
 * Where an extra build or copy of the site goes for a spec that needs one of its own (the next
 * deploy, a build with other flags, a copy an owner publishes into). Inside the site, not /tmp,
 * so its server resolves the site's dependencies; `dist/` is ignored by git.
 */
export const extraDist = (name: string) => join(siteDir, 'dist', `e2e-${name}`);

/**
 * Builds the site's pages into `dist`: client and SSR with Vite, then the prerender. `viteArgs`
 * go to both Vite builds (e.g. another config), `env` to every step (e.g. build flags).
 */
export async function buildPages(
  dist: string,
  { env = {}, viteArgs = [] }: { env?: Record<string, string>; viteArgs?: string[] } = {},
) {
  await rm(dist, { recursive: true, force: true });
  const options = { cwd: siteDir, env: { ...process.env, ...env, SITE_DIST_DIR: dist } };
  const vite = ['exec', 'vite', 'build', ...viteArgs, '--logLevel', 'warn'];
  await run('pnpm', [...vite, '--outDir', join(dist, 'client')], options);
  await run('pnpm', [...vite, '--ssr', 'src/entry-server.tsx', '--outDir', join(dist, 'ssr')], options);
  await run('pnpm', ['exec', 'tsx', 'scripts/prerender.ts'], options);
}

/** A running server of an extra build, with databases of its own. */
export interface ExtraServer {
  origin: string;
  server: ChildProcess;
  /** The environment it was started with (its database paths), for commands run against it. */
  env: NodeJS.ProcessEnv;
  /** Stops the server (SIGTERM, waits for it) and removes its databases and `dist`. */
  stop(): Promise<void>;
}

/**
 * Starts `dist`'s server on a free port, with fresh databases (outbox, site, telemetry) in a
 * temporary directory; `env` adds to or overrides them. Resolves once it listens.
 */
export async function startExtraServer(dist: string, env: Record<string, string> = {}): Promise<ExtraServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rooted-e2e-extra-'));
  const serverEnv = {
    ...process.env,
    LEADS_DB: join(dataDir, 'leads.db'),
    SITE_DB: join(dataDir, 'site.db'),
    TELEMETRY_DB: join(dataDir, 'telemetry.db'),
    // No backups of its own 10 minutes in (a spec that wants them says so), and its erasure
    // ledger and backups' state in its own folder, not one every copy of the build shares.
    BACKUP_SCHEDULE: 'off',
    BACKUP_DIR: join(dataDir, 'backups'),
    ...env,
  };
  const server = spawn(process.execPath, [join(dist, 'server/index.js')], {
    env: { ...serverEnv, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the server of ${dist} exited (${code}) before listening`)));
  });
  return {
    origin,
    server,
    env: serverEnv,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dist, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
