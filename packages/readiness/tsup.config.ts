import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({ index: 'src/index.ts', spec: 'src/spec.ts', 'node/index': 'src/node/index.ts' });
