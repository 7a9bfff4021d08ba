import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({
  index: 'src/index.ts',
  limits: 'src/limits.ts',
  browser: 'src/browser/index.ts',
  'sqlite-store': 'src/sqlite-store.ts',
  'postgres-store': 'src/postgres-store.ts',
  node: 'src/node.ts',
  cli: 'src/cli/main.ts',
});
