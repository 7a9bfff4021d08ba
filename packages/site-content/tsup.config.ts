import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({ index: 'src/index.ts', 'defaults/index': 'src/defaults/index.ts', 'defaults/shell': 'src/defaults/shell.ts' });
