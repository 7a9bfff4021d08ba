import { defineConfig, mergeConfig } from 'vitest/config';
import { domTestConfig } from '../../vitest.shared';
import { defineBuildFlags } from './scripts/build-flags';

/** Unit tests of the site's own modules (router table, link policy, stores) in happy-dom, the page rendering and the build's asset retention. */
export default mergeConfig(
  domTestConfig,
  // Unit tests run with every telemetry and analytics flag off, as a default build has most of them.
  defineConfig({
    define: defineBuildFlags({
      analytics: false,
      gaMeasurementId: '',
      errorTracking: false,
      performanceMonitoring: false,
      performanceSampleRate: 1,
      release: 'test',
    }),
    test: {
      include: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'server/**/*.test.ts',
        'scripts/**/*.test.ts',
        'render/**/*.test.ts',
      ],
    },
  }),
);
