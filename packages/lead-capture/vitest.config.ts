import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

export default mergeConfig(
  nodeTestConfig,
  // The fault tests' child processes run from bundles made once per run (src/test-support/test-children.ts).
  defineConfig({ test: { globalSetup: ['./src/test-support/bundle-children.ts'] } }),
);
