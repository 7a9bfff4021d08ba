import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'fake/index': 'src/fake/index.ts', 'fake/cli': 'src/fake/cli.ts' },
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
