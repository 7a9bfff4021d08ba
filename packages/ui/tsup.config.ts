import { defineConfig } from 'tsup';

/** One entry per section or widget: consumers import only what they render. */
export default defineConfig({
  entry: {
    'header/index': 'src/header/index.ts',
    'footer/index': 'src/footer/index.ts',
    'not-found/index': 'src/not-found/index.ts',
  },
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'sonner'],
});
