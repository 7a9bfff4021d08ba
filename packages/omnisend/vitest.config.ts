import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

export default mergeConfig(
  nodeTestConfig,
  defineConfig({
    test: {
      // Type tests of the public API (expectTypeOf) run through tsc alongside the unit tests.
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  }),
);
