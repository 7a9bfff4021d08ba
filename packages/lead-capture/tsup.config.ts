import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas.ts', 'sqlite-outbox': 'src/sqlite-outbox.ts', 'postgres-outbox': 'src/postgres-outbox.ts', node: 'src/node.ts', conformance: 'src/conformance/outbox-conformance.ts', cli: 'src/cli/main.ts', 'outbox-thread': 'src/sqlite/outbox-thread.ts' },
  format: ['esm'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
