import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({ index: 'src/index.ts' });
