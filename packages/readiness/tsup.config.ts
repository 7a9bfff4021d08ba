import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({
  index: 'src/index.ts',
  spec: 'src/spec.ts',
  'server-env': 'src/server-env.ts',
  'node/index': 'src/node/index.ts',
});
