import { packageBuild } from '@rooted/tooling/tsup';

export default packageBuild({
  index: 'src/index.ts',
  'defaults/index': 'src/defaults/index.ts',
  'defaults/shell': 'src/defaults/shell.ts',
  // Not public entries. esbuild puts modules that the same entries reach into one chunk, so the
  // three parts of the shell would travel together. Built as files of their own, they stay apart:
  // a site whose first paint needs only the config and the storage keys (its identity comes from
  // its own content) does not ship the package's default identity in its entry bundle too.
  'internal/default-app-config': 'src/defaults/default-app-config.ts',
  'internal/storage-keys': 'src/storage-keys.ts',
});
