import { defineConfig } from 'tsup';

/** One entry per section or widget, so consumers import (and bundle) only what they render. */
const entries = ['header', 'footer', 'not-found', 'hero', 'about', 'ventures', 'community-stats', 'section'];

export default defineConfig({
  entry: Object.fromEntries(entries.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'sonner'],
});
