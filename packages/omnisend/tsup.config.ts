import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({
  index: 'src/index.ts',
  'fake/index': 'src/fake/index.ts',
  'fake/cli': 'src/fake/cli.ts',
});
