import { defineConfig } from 'tsup';

/** The production server, bundled to dist/server; dependencies stay external and resolve to their dist. */
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
