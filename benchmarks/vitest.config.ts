import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../vitest.shared';

/** Unit tests of the benchmarks' own logic: the report's verdicts and sections, the build comparison, the early-fetch variant. */
export default mergeConfig(nodeTestConfig, defineConfig({ test: { include: ['*.test.ts'] } }));
