import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({
  index: 'src/index.ts',
  schemas: 'src/schemas.ts',
  solver: 'src/solver.ts',
  client: 'src/client/index.ts',
  'sqlite-outbox': 'src/entries/sqlite.ts',
  'postgres-outbox': 'src/entries/postgres.ts',
  node: 'src/entries/node.ts',
  conformance: 'src/conformance/outbox-conformance.ts',
  cli: 'src/cli/main.ts',
  'outbox-thread': 'src/sqlite/outbox-thread.ts',
});
