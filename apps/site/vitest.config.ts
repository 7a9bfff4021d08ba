import { defineConfig, mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../vitest.shared';

/** Unit tests of the site's own modules (router table, link policy, stores) in happy-dom, the build's asset retention and the bench report's verdicts. */
export default mergeConfig(
  domTestConfig,
  defineConfig({ test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'] } }),
);
