import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { siteDir } from './bundle-size';

const run = promisify(execFile);

/** Where the telemetry build goes: inside the site, so its server resolves the site's dependencies. */
export const telemetryDist = join(siteDir, 'dist/e2e-telemetry-build');

/** A measurement id of the right shape that no Google property has; Google's hosts are stubbed anyway. */
export const FAKE_MEASUREMENT_ID = 'G-E2ETEST0001';

/**
 * The build flags of the telemetry build: analytics (with the fake id) and error tracking on,
 * performance monitoring on as in every production build.
 */
export const TELEMETRY_BUILD_ENV = {
  VITE_ENABLE_ANALYTICS: 'true',
  VITE_GA_MEASUREMENT_ID: FAKE_MEASUREMENT_ID,
  VITE_ENABLE_ERROR_TRACKING: 'true',
  VITE_ENABLE_PERFORMANCE_MONITORING: 'true',
  VITE_RELEASE: 'e2e-telemetry',
};

/**
 * Builds the site a second time with analytics and error tracking built in: client, SSR,
 * prerender and the server (whose CSP then allows Google's hosts). A minute or two on 2 cores.
 */
export async function buildTelemetrySite(): Promise<void> {
  await rm(telemetryDist, { recursive: true, force: true });
  const env = { ...process.env, ...TELEMETRY_BUILD_ENV, SITE_DIST_DIR: telemetryDist };
  const quiet = ['--logLevel', 'warn'];
  await run('pnpm', ['exec', 'vite', 'build', ...quiet, '--outDir', join(telemetryDist, 'client')], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'vite', 'build', ...quiet, '--ssr', 'src/entry-server.tsx', '--outDir', join(telemetryDist, 'ssr')], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'tsx', 'scripts/prerender.ts'], { cwd: siteDir, env });
  await run('pnpm', ['exec', 'tsup', '--out-dir', join(telemetryDist, 'server'), '--silent'], { cwd: siteDir, env });
}

/** Removes the telemetry build, so it never reaches a build cache through dist/. */
export async function removeTelemetrySite(): Promise<void> {
  await rm(telemetryDist, { recursive: true, force: true });
}

/** Starts the telemetry build's server on a free port, with its own databases and an admin token. */
export async function startTelemetryServer(adminToken: string): Promise<{ origin: string; server: ChildProcess }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rooted-telemetry-build-'));
  const server = spawn(process.execPath, [join(telemetryDist, 'server/index.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LEADS_DB: join(dataDir, 'leads.db'),
      TELEMETRY_DB: join(dataDir, 'telemetry.db'),
      LEADS_ADMIN_TOKEN: adminToken,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the telemetry build's server exited (${code}) before listening`)));
  });
  return { origin, server };
}
