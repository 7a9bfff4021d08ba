import { loadEnv } from 'vite';
import { defineConfig } from 'tsup';
import { buildFlags } from './scripts/build-flags';

const flags = buildFlags(loadEnv('production', process.cwd(), 'VITE_'));

/**
 * The production server, bundled to dist/server; dependencies stay external and resolve to their
 * dist. It reads the build's flags from the same environment as the client build (Vite's
 * production env files included), so its CSP matches what the client has built in.
 */
export default defineConfig({
  // launch.ts sets NODE_ENV before anything loads React, then imports index.ts.
  entry: { index: 'server/launch.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  env: { ROOTED_BUILD_ANALYTICS: String(flags.analytics) },
});
