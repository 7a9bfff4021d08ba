import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'defaults/index': 'src/defaults/index.ts', 'defaults/shell': 'src/defaults/shell.ts' },
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
